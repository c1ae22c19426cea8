import { PaymentStatus } from '@portal/shared-types';
import { describe, expect, it } from 'vitest';
import { type LinkRead, type PaymentLinkView } from './payApi';
import { keepsPolling, type LinkPoll, paymentResultState, POLL_LIMIT_MS } from './paymentResultState';

const view = (paymentStatus: PaymentStatus, canPay = true): LinkRead => ({
  view: {
    orderNumber: 'B-2026-00042',
    amount: 249.9,
    currency: 'EUR',
    paymentStatus,
    expiresAt: '2026-12-04T10:00:00.000Z',
    canPay,
    methods: [],
  } satisfies PaymentLinkView,
});
const params = (success: string | null, token: string | null = 'tok') => ({
  orderId: 'guid-1',
  success,
  token,
});
const poll = (read: LinkRead | null, elapsedMs = 0): LinkPoll => ({ read, elapsedMs });

describe('the return page', () => {
  it('needs both orderId and a boolean success', () => {
    expect(paymentResultState({ orderId: null, success: 'true', token: 'tok' }, poll(null)).kind).toBe(
      'invalidParams',
    );
    expect(paymentResultState(params('maybe'), poll(null)).kind).toBe('invalidParams');
    expect(paymentResultState(params(null), poll(null)).kind).toBe('invalidParams');
  });

  it('never claims a payment without the link: the provider only sent the patient back', () => {
    expect(paymentResultState(params('true', null), poll(null))).toEqual({ kind: 'returned' });
    expect(paymentResultState(params('false', null), poll(null))).toEqual({
      kind: 'notCompleted',
      retry: false,
    });
  });

  it('shows success only once our status is Success, whatever the provider said', () => {
    expect(paymentResultState(params('true'), poll(view(PaymentStatus.Success)))).toEqual({
      kind: 'success',
      orderNumber: 'B-2026-00042',
    });
    expect(paymentResultState(params('false'), poll(view(PaymentStatus.Success))).kind).toBe('success');
    expect(paymentResultState(params('true'), poll(null)).kind).toBe('checking');
    expect(paymentResultState(params('true'), poll(view(PaymentStatus.Pending), 4000)).kind).toBe(
      'confirming',
    );
  });

  it('stops waiting after half a minute, still without claiming the payment', () => {
    const late = paymentResultState(params('true'), poll(view(PaymentStatus.Pending), POLL_LIMIT_MS));
    expect(late).toEqual({ kind: 'slow' });
    expect(keepsPolling(late)).toBe(false);
    const unreachable = paymentResultState(params('true'), poll({ problem: 'unavailable' }, 2000));
    expect(unreachable.kind).toBe('confirming');
  });

  it('offers the link again after a failed or aborted payment', () => {
    expect(paymentResultState(params('false'), poll(view(PaymentStatus.Fail)))).toEqual({
      kind: 'notCompleted',
      retry: true,
    });
    expect(paymentResultState(params('false'), poll(view(PaymentStatus.Pending)))).toEqual({
      kind: 'notCompleted',
      retry: true,
    });
    expect(paymentResultState(params('true'), poll(view(PaymentStatus.Fail))).kind).toBe('notCompleted');
    expect(paymentResultState(params('true'), poll(view(PaymentStatus.ChargedBack, false)))).toEqual({
      kind: 'notCompleted',
      retry: false,
    });
  });

  it('says when the link is gone or the order canceled', () => {
    expect(paymentResultState(params('true'), poll({ problem: 'expired' })).kind).toBe('expired');
    expect(paymentResultState(params('true'), poll({ problem: 'invalid' })).kind).toBe('invalidLink');
    expect(paymentResultState(params('true'), poll(view(PaymentStatus.Expired, false))).kind).toBe('expired');
    expect(paymentResultState(params('true'), poll(view(PaymentStatus.Canceled, false))).kind).toBe(
      'canceled',
    );
  });

  it('keeps asking only while it waits', () => {
    expect(keepsPolling({ kind: 'checking' })).toBe(true);
    expect(keepsPolling({ kind: 'confirming' })).toBe(true);
    expect(keepsPolling({ kind: 'success', orderNumber: 'x' })).toBe(false);
    expect(keepsPolling({ kind: 'notCompleted', retry: true })).toBe(false);
  });
});
