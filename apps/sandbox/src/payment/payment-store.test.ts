import { describe, expect, it } from 'vitest';
import { type PaymentRecord } from './payment-record.js';
import { PAYMENT_STORE_LIMIT, PaymentStore } from './payment-store.js';

function record(id: string, orderId?: string | number): PaymentRecord {
  return {
    id,
    status: 'open',
    amount: { currency: 'EUR', value: '1.00' },
    description: id,
    metadata: orderId === undefined ? null : { orderId },
    redirectUrl: 'http://localhost/return',
    webhookUrl: 'http://localhost/webhook',
    locale: null,
    billingCountry: null,
    offeredMethods: ['creditcard'],
    method: null,
    createdAt: '2024-05-01T10:00:00.000Z',
    expiresAt: '2024-05-01T10:30:00.000Z',
    times: {},
    refunds: [],
    chargebacks: [],
    events: [],
  };
}

describe('PaymentStore', () => {
  it('keeps the newest 5000 payments and drops the oldest', () => {
    const store = new PaymentStore();
    for (let i = 0; i <= PAYMENT_STORE_LIMIT; i += 1) store.add(record(`tr_${i}`));
    expect(PAYMENT_STORE_LIMIT).toBe(5000);
    expect(store.list()).toHaveLength(5000);
    expect(store.list()[0]?.id).toBe('tr_5000');
    expect(store.get('tr_0')).toBeUndefined();
    expect(store.get('tr_1')).toBeDefined();
  });

  it('lists newest first, by metadata.orderId as text', () => {
    const store = new PaymentStore();
    store.add(record('tr_a', '7'));
    store.add(record('tr_b', 7));
    store.add(record('tr_c', '8'));
    store.add(record('tr_d'));
    expect(store.list().map((payment) => payment.id)).toEqual(['tr_d', 'tr_c', 'tr_b', 'tr_a']);
    expect(store.list('7').map((payment) => payment.id)).toEqual(['tr_b', 'tr_a']);
    store.clear();
    expect(store.list()).toEqual([]);
  });
});
