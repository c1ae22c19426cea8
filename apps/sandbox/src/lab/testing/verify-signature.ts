// Test helper: checks a Lab-Signature header the way a receiver would, independent of the sandbox's
// own signing code.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signed timestamp, or null when the signature does not match. */
export function verifySignature(header: string | undefined, body: string, secret: string): number | null {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return null;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2], 'hex')) ? Number(match[1]) : null;
}
