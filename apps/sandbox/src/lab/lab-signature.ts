import { createHmac } from 'node:crypto';

export const LAB_SIGNATURE_HEADER = 'Lab-Signature';
export const DEFAULT_LAB_WEBHOOK_SECRET = 'whsec_sandbox_lab';

/**
 * The Lab-Signature header's value for one callback: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`, keyed with the lab's secret.
 */
export function signLabWebhook(secret: string, timestamp: number, rawBody: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
