// Test helper: the lab API and its test controls as the portal's API would call them.
import { type LabOrderWithEvents } from '../lab.js';

export const LAB_API_KEY = 'test_lab_key';

let counter = 0;

/** An externalOrderNo no other test uses, e.g. "T-3f9a-1-blood". */
export function uniqueOrderNo(type = 'blood'): string {
  counter += 1;
  return `T-${process.pid.toString(36)}${Date.now().toString(36)}-${counter}-${type}`;
}

export function labOrderBody(
  callbackUrl: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const externalOrderNo = (overrides.externalOrderNo as string | undefined) ?? uniqueOrderNo();
  return {
    externalOrderNo,
    type: 'blood',
    barcode: `BC-${externalOrderNo}`,
    patient: { guid: 'a3b1c2d4-0000-4000-8000-000000000001', sex: 'female', birthDate: '1980-04-12' },
    orderedProducts: [{ productCode: 'BB-01', name: 'Großes Blutbild' }],
    callbackUrl,
    ...overrides,
  };
}

export function labClient(baseUrl: string) {
  const api = (path: string, init: RequestInit & { apiKey?: string | null } = {}) => {
    const { apiKey = LAB_API_KEY, headers, ...rest } = init;
    return fetch(`${baseUrl}/lab/v1${path}`, {
      ...rest,
      headers: {
        'Content-Type': 'application/json',
        ...(apiKey === null ? {} : { Authorization: `Bearer ${apiKey}` }),
        ...(headers as Record<string, string> | undefined),
      },
    });
  };
  const control = async <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T }> => {
    const response = await fetch(`${baseUrl}/lab/test${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: (text === '' ? null : JSON.parse(text)) as T };
  };

  return {
    api,
    control,
    create: (
      body: unknown,
      { idempotencyKey, signal }: { idempotencyKey?: string; signal?: AbortSignal } = {},
    ) =>
      api('/orders', {
        method: 'POST',
        body: JSON.stringify(body),
        signal,
        headers: idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey },
      }),
    /** Registers the order and returns its labOrderId, failing the test on anything but 200. */
    async register(body: unknown): Promise<string> {
      const response = await api('/orders', { method: 'POST', body: JSON.stringify(body) });
      if (response.status !== 200)
        throw new Error(`Expected 200, got ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { labOrderId: string }).labOrderId;
    },
    async listed(externalOrderNo: string): Promise<LabOrderWithEvents[]> {
      return (
        await control<LabOrderWithEvents[]>(
          'GET',
          `/orders?externalOrderNo=${encodeURIComponent(externalOrderNo)}`,
        )
      ).json;
    },
  };
}

export type LabClient = ReturnType<typeof labClient>;
