import { describe, expect, it } from 'vitest';
import { formatEuro, fromCents, isAmountValue, toCents } from './amount.js';

describe('isAmountValue', () => {
  it.each(['0.01', '1.00', '123.45', '100000.00'])('accepts %s', (value) => {
    expect(isAmountValue(value)).toBe(true);
  });

  it.each(['0.00', '00.00', '1', '1.5', '1.234', '-1.00', '1,00', ' 1.00', '.50', 'abc'])(
    'refuses %j',
    (value) => {
      expect(isAmountValue(value)).toBe(false);
    },
  );
});

describe('formatEuro', () => {
  it.each([
    ['123.45', '123,45 €'],
    ['0.50', '0,50 €'],
    ['1234.50', '1.234,50 €'],
    ['1234567.89', '1.234.567,89 €'],
    ['007.00', '7,00 €'],
  ])('%s → %s', (value, formatted) => {
    expect(formatEuro(value)).toBe(formatted);
  });
});

describe('toCents and fromCents', () => {
  it.each([
    ['0.01', 1],
    ['12.30', 1230],
    ['123.45', 12345],
    ['1000000.00', 100000000],
  ])('%s is %i cents and back', (value, cents) => {
    expect(toCents(value)).toBe(cents);
    expect(fromCents(cents)).toBe(value);
  });

  it('writes negative amounts with a minus sign', () => {
    expect(fromCents(-2345)).toBe('-23.45');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(0)).toBe('0.00');
  });
});
