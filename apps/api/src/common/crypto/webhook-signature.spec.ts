import { createHmac } from 'node:crypto';
import { checkWebhookSignature } from './webhook-signature.js';

const body = Buffer.from('{"id":"evt_1","type":"payment.paid","data":{"id":"tr_1"}}');
const now = new Date('2026-11-20T10:00:00Z');
const t = Math.floor(now.getTime() / 1000);
const sign = (secret: string, timestamp = t, payload: Buffer = body) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload.toString()}`).digest('hex');

describe('checkWebhookSignature', () => {
  it('accepts the HMAC of "<t>.<raw body>" under an active secret', () => {
    expect(checkWebhookSignature(`t=${t},v1=${sign('whsec_a')}`, body, ['whsec_a'], now)).toBeNull();
  });

  it('accepts any active secret and any of several signatures (rotation)', () => {
    const header = `t=${t},v1=${sign('whsec_old')},v1=${sign('whsec_new')}`;
    expect(checkWebhookSignature(header, body, ['whsec_new'], now)).toBeNull();
    expect(
      checkWebhookSignature(`t=${t},v1=${sign('whsec_old')}`, body, ['whsec_new', 'whsec_old'], now),
    ).toBeNull();
  });

  it('refuses a missing or malformed header', () => {
    expect(checkWebhookSignature(undefined, body, ['whsec_a'], now)).toBe('missing');
    expect(checkWebhookSignature('', body, ['whsec_a'], now)).toBe('missing');
    expect(checkWebhookSignature(`v1=${sign('whsec_a')}`, body, ['whsec_a'], now)).toBe('malformed');
    expect(checkWebhookSignature(`t=${t}`, body, ['whsec_a'], now)).toBe('malformed');
    expect(checkWebhookSignature(`t=${t},v1=xyz`, body, ['whsec_a'], now)).toBe('malformed');
    expect(checkWebhookSignature(`t=abc,v1=${sign('whsec_a')}`, body, ['whsec_a'], now)).toBe('malformed');
  });

  it('refuses a timestamp more than 300 s away, either way', () => {
    const old = t - 301;
    expect(checkWebhookSignature(`t=${old},v1=${sign('whsec_a', old)}`, body, ['whsec_a'], now)).toBe(
      'stale',
    );
    const future = t + 301;
    expect(checkWebhookSignature(`t=${future},v1=${sign('whsec_a', future)}`, body, ['whsec_a'], now)).toBe(
      'stale',
    );
    const recent = t - 299;
    expect(
      checkWebhookSignature(`t=${recent},v1=${sign('whsec_a', recent)}`, body, ['whsec_a'], now),
    ).toBeNull();
  });

  it('refuses another secret, another body or a signature moved to another timestamp', () => {
    expect(checkWebhookSignature(`t=${t},v1=${sign('whsec_b')}`, body, ['whsec_a'], now)).toBe('mismatch');
    const tampered = Buffer.from(body.toString().replace('paid', 'PAID'));
    expect(checkWebhookSignature(`t=${t},v1=${sign('whsec_a')}`, tampered, ['whsec_a'], now)).toBe(
      'mismatch',
    );
    expect(checkWebhookSignature(`t=${t - 1},v1=${sign('whsec_a')}`, body, ['whsec_a'], now)).toBe(
      'mismatch',
    );
  });
});
