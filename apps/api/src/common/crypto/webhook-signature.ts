import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far the signed timestamp may be from our clock, either way (Stripe's library default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

// `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`: one timestamp, any number of signatures (a rotating sender).
function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length) return null;
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (/^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
    }
  }
  return timestamp === null || !signatures.length ? null : { timestamp, signatures };
}

/**
 * Checks the signature header of a partner's webhook (the lab's `Lab-Signature`): hex HMAC-SHA256 of `"<t>.<raw body>"` under any of the
 * active secrets, compared in constant time, with `t` at most 300 s from now. Null when valid.
 */
export function checkWebhookSignature(
  header: string | undefined,
  rawBody: Buffer,
  secrets: readonly string[],
  now = new Date(),
): SignatureProblem | null {
  if (!header) return 'missing';
  const parsed = parseHeader(header);
  if (!parsed) return 'malformed';
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const signed = Buffer.concat([Buffer.from(`${parsed.timestamp}.`), rawBody]);
  const expected = secrets.map((secret) => createHmac('sha256', secret).update(signed).digest());
  const given = parsed.signatures.map((signature) => Buffer.from(signature, 'hex'));
  // Every pair is compared, so the time taken does not depend on which secret or signature matched.
  let valid = false;
  for (const digest of expected)
    for (const signature of given) if (timingSafeEqual(digest, signature)) valid = true;
  return valid ? null : 'mismatch';
}
