import { describe, expect, it } from 'vitest';
import { consultingFeeAmountViolation } from './consulting-fee-rules.js';

describe('consultingFeeAmountViolation', () => {
  it.each([
    [0, null],
    [12.5, null],
    [0.01, null],
    [100_000, null],
    [-0.01, 'amountNegative'],
    [Number.NaN, 'amountNegative'],
    [1.234, 'amountStep'],
    [100_000.01, 'amountTooLarge'],
  ])('%s → %s', (amount, violation) => {
    expect(consultingFeeAmountViolation(amount)).toBe(violation);
  });
});
