import { createHmac } from 'node:crypto';

export const PAYMENT_SIGNATURE_HEADER = 'Payment-Signature';
export const DEFAULT_PAYMENT_WEBHOOK_SECRET = 'whsec_sandbox_portal';

/**
 * The Payment-Signature header's value for one delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`. Receivers recompute v1 from the raw body and reject old timestamps.
 */
export function signPaymentWebhook(secret: string, timestamp: number, rawBody: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
