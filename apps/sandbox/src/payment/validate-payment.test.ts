import { describe, expect, it } from 'vitest';
import { validatePaymentInput } from './validate-payment.js';

const now = new Date('2024-05-01T10:00:00Z');
const valid = {
  amount: { currency: 'EUR', value: '123.45' },
  description: 'Bestellung 42',
  redirectUrl: 'http://localhost:3000/orders/42',
  webhookUrl: 'https://api.portal.test/payments/webhook',
};

describe('validatePaymentInput', () => {
  it('accepts a valid body and fills in the optional fields', () => {
    expect(validatePaymentInput(valid, now)).toEqual({
      ok: true,
      value: { ...valid, metadata: null, expiresAt: null },
    });
  });

  it('keeps metadata and normalises expiresAt', () => {
    const result = validatePaymentInput(
      { ...valid, metadata: { orderId: '42' }, expiresAt: '2024-05-01T12:30:00+02:00' },
      now,
    );
    expect(result).toMatchObject({
      ok: true,
      value: { metadata: { orderId: '42' }, expiresAt: '2024-05-01T10:30:00.000Z' },
    });
    expect(validatePaymentInput({ ...valid, expiresAt: '2024-05-01T10:00:01Z' }, now).ok).toBe(true);
  });

  it.each([
    ['body', null],
    ['body', []],
    ['amount', { ...valid, amount: '123.45' }],
    ['amount.currency', { ...valid, amount: { currency: 'USD', value: '1.00' } }],
    ['amount.value', { ...valid, amount: { currency: 'EUR', value: 123.45 } }],
    ['amount.value', { ...valid, amount: { currency: 'EUR', value: '0.00' } }],
    ['amount.value', { ...valid, amount: { currency: 'EUR', value: '1.5' } }],
    ['description', { ...valid, description: ' ' }],
    ['description', { ...valid, description: 'x'.repeat(256) }],
    ['redirectUrl', { ...valid, redirectUrl: 'ftp://portal.test/x' }],
    ['redirectUrl', { ...valid, redirectUrl: '/orders/42' }],
    ['webhookUrl', { ...valid, webhookUrl: undefined }],
    ['metadata', { ...valid, metadata: ['a'] }],
    ['metadata', { ...valid, metadata: 'a' }],
    ['expiresAt', { ...valid, expiresAt: 'tomorrow' }],
    ['expiresAt', { ...valid, expiresAt: 1714557600 }],
    ['expiresAt', { ...valid, expiresAt: '2024-05-01T10:00:00Z' }],
  ])('names %s as wrong in %j', (field, body) => {
    expect(validatePaymentInput(body, now)).toEqual({
      ok: false,
      field,
      error: expect.any(String) as string,
    });
  });
});
