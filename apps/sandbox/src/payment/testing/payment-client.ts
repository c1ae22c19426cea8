// Test helper: the provider API and test controls as the portal's API would call them.
import { type Payment, type PaymentWithEvents } from '../payment.js';

export const API_KEY = 'test_portal_key';

export interface CreateOptions {
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

export function paymentClient(baseUrl: string) {
  const api = (path: string, init: RequestInit & { apiKey?: string | null } = {}) => {
    const { apiKey = API_KEY, headers, ...rest } = init;
    return fetch(`${baseUrl}/payment/v1${path}`, {
      ...rest,
      headers: {
        'Content-Type': 'application/json',
        ...(apiKey === null ? {} : { Authorization: `Bearer ${apiKey}` }),
        ...(headers as Record<string, string> | undefined),
      },
    });
  };
  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/payment/test${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    api,
    control,
    create: (body: unknown, { apiKey, idempotencyKey, signal }: CreateOptions = {}) =>
      api('/payments', {
        method: 'POST',
        body: JSON.stringify(body),
        apiKey,
        signal,
        headers: idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey },
      }),
    /** Creates and returns the payment, failing the test on anything but 201. */
    async createPayment(body: unknown): Promise<Payment> {
      const response = await api('/payments', { method: 'POST', body: JSON.stringify(body) });
      if (response.status !== 201)
        throw new Error(`Expected 201, got ${response.status}: ${await response.text()}`);
      return (await response.json()) as Payment;
    },
    async getPayment(id: string): Promise<Payment> {
      const response = await api(`/payments/${id}`);
      if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}`);
      return (await response.json()) as Payment;
    },
    checkout: (id: string, action: string) =>
      fetch(`${baseUrl}/payment/checkout/${id}`, {
        method: 'POST',
        body: new URLSearchParams({ action }),
        redirect: 'manual',
      }),
    async listed(orderId?: string): Promise<PaymentWithEvents[]> {
      const query = orderId === undefined ? '' : `?orderId=${encodeURIComponent(orderId)}`;
      return (await (await control('GET', `/payments${query}`)).json()) as PaymentWithEvents[];
    },
  };
}

export type PaymentClient = ReturnType<typeof paymentClient>;
