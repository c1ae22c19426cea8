import { PaymentStatus } from '@portal/shared-types';
import { describe, expect, it } from 'vitest';
import { type LinkRead } from './payApi';
import { linkPageState } from './paymentLinkState';

const read = (paymentStatus: PaymentStatus, canPay: boolean): LinkRead => ({
  view: {
    orderNumber: 'B-1',
    amount: 1,
    currency: 'EUR',
    paymentStatus,
    expiresAt: '2026-12-04T10:00:00Z',
    canPay,
    methods: [],
  },
});

describe('the payment link page', () => {
  it('offers to pay a pending order, and says when the last try failed', () => {
    expect(linkPageState(read(PaymentStatus.Pending, true))).toEqual({
      kind: 'payable',
      failedBefore: false,
    });
    expect(linkPageState(read(PaymentStatus.Fail, true))).toEqual({ kind: 'payable', failedBefore: true });
  });

  it('offers to pay again after a chargeback only while the server allows it', () => {
    expect(linkPageState(read(PaymentStatus.ChargedBack, true))).toEqual({
      kind: 'payable',
      failedBefore: true,
    });
    expect(linkPageState(read(PaymentStatus.ChargedBack, false)).kind).toBe('expired');
  });

  it('offers nothing to pay for a paid, canceled or expired order', () => {
    expect(linkPageState(read(PaymentStatus.Success, false)).kind).toBe('paid');
    expect(linkPageState(read(PaymentStatus.Canceled, false)).kind).toBe('canceled');
    expect(linkPageState(read(PaymentStatus.Expired, false)).kind).toBe('expired');
    expect(linkPageState(read(PaymentStatus.Pending, false)).kind).toBe('expired');
  });

  it('tells loading, unknown and expired links apart', () => {
    expect(linkPageState(null).kind).toBe('loading');
    expect(linkPageState({ problem: 'invalid' }).kind).toBe('invalid');
    expect(linkPageState({ problem: 'expired' }).kind).toBe('expired');
  });
});
