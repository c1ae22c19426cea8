import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPaymentWebhook, unixSeconds } from './webhook-signature.js';

describe('signPaymentWebhook', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 and formats the header', () => {
    const body = '{"id":"evt_1","type":"payment.paid"}';
    const expected = createHmac('sha256', 'whsec_x').update(`1700000000.${body}`).digest('hex');
    expect(signPaymentWebhook('whsec_x', 1700000000, body)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('changes with the secret, the time and the body', () => {
    const base = signPaymentWebhook('a', 1, 'x');
    expect(signPaymentWebhook('b', 1, 'x')).not.toBe(base);
    expect(signPaymentWebhook('a', 2, 'x').slice(4)).not.toBe(base.slice(4));
    expect(signPaymentWebhook('a', 1, 'y')).not.toBe(base);
  });
});

describe('unixSeconds', () => {
  it('drops the milliseconds', () => {
    expect(unixSeconds(new Date('2024-05-01T10:00:00.999Z'))).toBe(1714557600);
  });
});
