import { PaymentStatus } from '@portal/shared-types';
import { PaymentAttemptStatus as Attempt } from '../payment-attempt.entity.js';
import { attemptStatusOf, nextAttemptStatus, nextOrderPaymentStatus } from './payment-state.js';

const { Pending, Fail, Expired, Success, Canceled } = PaymentStatus;

describe('nextOrderPaymentStatus', () => {
  it('moves to Success on paid from every open state, even after our link expired', () => {
    for (const current of [Pending, Fail, Expired]) {
      expect(nextOrderPaymentStatus(current, Attempt.paid, true)).toBe(Success);
      expect(nextOrderPaymentStatus(current, Attempt.paid, false)).toBe(Success);
    }
  });

  it('never leaves Success or Canceled', () => {
    for (const current of [Success, Canceled])
      for (const attempt of Object.values(Attempt))
        for (const linkUsable of [true, false])
          expect(nextOrderPaymentStatus(current, attempt, linkUsable)).toBe(current);
  });

  it('fails only while the link can be used and the order waits for its money', () => {
    expect(nextOrderPaymentStatus(Pending, Attempt.failed, true)).toBe(Fail);
    expect(nextOrderPaymentStatus(Fail, Attempt.failed, true)).toBe(Fail);
    expect(nextOrderPaymentStatus(Pending, Attempt.failed, false)).toBe(Pending);
    expect(nextOrderPaymentStatus(Expired, Attempt.failed, true)).toBe(Expired);
  });

  it('expires only once our own link expired', () => {
    expect(nextOrderPaymentStatus(Pending, Attempt.expired, true)).toBe(Pending);
    expect(nextOrderPaymentStatus(Pending, Attempt.expired, false)).toBe(Expired);
    expect(nextOrderPaymentStatus(Fail, Attempt.expired, false)).toBe(Expired);
  });

  it('keeps the status when the patient aborted the checkout or it is still open', () => {
    for (const attempt of [Attempt.canceled, Attempt.open, Attempt.creating]) {
      expect(nextOrderPaymentStatus(Pending, attempt, true)).toBe(Pending);
      expect(nextOrderPaymentStatus(Fail, attempt, true)).toBe(Fail);
    }
  });

  it('leaves an order without payment (a draft) alone', () => {
    expect(nextOrderPaymentStatus(null, Attempt.paid, true)).toBeNull();
  });
});

describe('attempt statuses', () => {
  it("reads Mollie's in-between states as open", () => {
    expect(attemptStatusOf('pending')).toBe(Attempt.open);
    expect(attemptStatusOf('authorized')).toBe(Attempt.open);
    expect(attemptStatusOf('paid')).toBe(Attempt.paid);
  });

  it('never moves an attempt out of a final status, except that a payment always counts', () => {
    expect(nextAttemptStatus(Attempt.paid, Attempt.expired)).toBe(Attempt.paid);
    expect(nextAttemptStatus(Attempt.failed, Attempt.open)).toBe(Attempt.failed);
    expect(nextAttemptStatus(Attempt.canceled, Attempt.expired)).toBe(Attempt.canceled);
    expect(nextAttemptStatus(Attempt.open, Attempt.paid)).toBe(Attempt.paid);
    expect(nextAttemptStatus(Attempt.canceled, Attempt.paid)).toBe(Attempt.paid);
    expect(nextAttemptStatus(Attempt.creating, Attempt.open)).toBe(Attempt.open);
  });
});
