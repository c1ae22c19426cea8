/** A parsed request body, or the field that is wrong (answered as 422 { error, field }). */
export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string; readonly field: string };

export function refuse(field: string, error: string): Checked<never> {
  return { ok: false, error, field };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The optional `match: { orderId }` that scopes a test control to one order's payments. */
export function parseOrderIdMatch(match: unknown): Checked<string | undefined> {
  if (match === undefined || match === null) return { ok: true, value: undefined };
  if (!isRecord(match)) return refuse('match', 'match must be an object.');
  const { orderId } = match;
  if (orderId !== undefined && typeof orderId !== 'string') {
    return refuse('match.orderId', 'match.orderId must be a string.');
  }
  return { ok: true, value: orderId };
}
