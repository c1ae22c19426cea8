// Test helper: the Mollie API over HTTPS (trusting the sandbox's CA) and the test controls over HTTP,
// as the portal's API would call them.
import { type RunningSandbox } from '../../sandbox.js';
import { type Payment, type PaymentWithEvents } from '../payment.js';
import { type HttpsAnswer, httpsRequest } from './https-request.js';

export const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

export interface MollieAnswer<T = unknown> extends HttpsAnswer {
  readonly json: T;
}

export interface MollieCall {
  readonly body?: unknown;
  readonly apiKey?: string | null;
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

export function paymentBody(
  webhookUrl: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    amount: { currency: 'EUR', value: '123.45' },
    description: 'Bestellung 42 <Blutbild & DNA>',
    redirectUrl: 'http://localhost:3000/orders/42/payment-return',
    webhookUrl,
    metadata: { orderId: '42' },
    ...overrides,
  };
}

export function paymentClient(sandbox: RunningSandbox) {
  const api = async <T = unknown>(
    method: string,
    path: string,
    call: MollieCall = {},
  ): Promise<MollieAnswer<T>> => {
    const { body, apiKey = API_KEY, idempotencyKey, signal } = call;
    const headers: Record<string, string> = { Accept: 'application/hal+json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (apiKey !== null) headers.Authorization = `Bearer ${apiKey}`;
    if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
    const answer = await httpsRequest(new URL(path, sandbox.mollieApiUrl).href, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      ca: sandbox.caCertificate,
      signal,
    });
    return { ...answer, json: (answer.text === '' ? null : JSON.parse(answer.text)) as T };
  };
  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${sandbox.httpUrl}/payment/test${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const expectStatus = <T>(answer: MollieAnswer<T>, status: number): T => {
    if (answer.status !== status) throw new Error(`Expected ${status}, got ${answer.status}: ${answer.text}`);
    return answer.json;
  };

  return {
    api,
    control,
    async createPayment(body: unknown): Promise<Payment> {
      return expectStatus(await api<Payment>('POST', 'payments', { body }), 201);
    },
    async getPayment(id: string): Promise<Payment> {
      return expectStatus(await api<Payment>('GET', `payments/${id}`), 200);
    },
    checkout: (id: string, action: string, method?: string) =>
      fetch(`${sandbox.httpUrl}/payment/checkout/${id}`, {
        method: 'POST',
        body: new URLSearchParams(method === undefined ? { action } : { action, method }),
        redirect: 'manual',
      }),
    async listed(orderId?: string): Promise<PaymentWithEvents[]> {
      const query = orderId === undefined ? '' : `?orderId=${encodeURIComponent(orderId)}`;
      return (await (await control('GET', `/payments${query}`)).json()) as PaymentWithEvents[];
    },
  };
}

export type PaymentClient = ReturnType<typeof paymentClient>;
