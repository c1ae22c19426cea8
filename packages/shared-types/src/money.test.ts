import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatEuro } from './money.js';

const NBSP = '\u00a0';

describe('centsToEuros', () => {
  it.each([
    [0, 0],
    [1999, 19.99],
    [30, 0.3],
    [-300, -3],
    [123450, 1234.5],
    [100000000, 1000000],
  ])('%i cents → %d €', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it('never returns -0', () => {
    expect(Object.is(centsToEuros(-0), 0)).toBe(true);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('rejects %d', (cents) => {
    expect(() => centsToEuros(cents)).toThrow(RangeError);
  });
});

describe('eurosToCents', () => {
  it.each([
    [0, 0],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1234.5, 123450],
    [1000000, 100000000],
    [-3, -300],
    [-19.99, -1999],
    [0.07, 7],
    [1.15, 115],
    [4.35, 435],
    [1e-7, 0],
  ])('%d € → %i cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('rounds half away from zero on the decimal, not on the binary float', () => {
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(0.005)).toBe(1);
    expect(eurosToCents(0.0049)).toBe(0);
    expect(eurosToCents(-1.005)).toBe(-101);
    expect(eurosToCents(-0.005)).toBe(-1);
    expect(eurosToCents(2.675)).toBe(268);
  });

  it('never returns -0', () => {
    expect(Object.is(eurosToCents(-0), 0)).toBe(true);
    expect(Object.is(eurosToCents(-0.001), 0)).toBe(true);
  });

  it('round-trips every cent amount', () => {
    for (let cents = -10000; cents <= 10000; cents += 7) {
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
    }
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e14])('rejects %d', (euros) => {
    expect(() => eurosToCents(euros)).toThrow(RangeError);
  });
});

describe('formatEuro', () => {
  it.each([
    [0, `0,00${NBSP}€`],
    [1234.5, `1.234,50${NBSP}€`],
    [-3, `-3,00${NBSP}€`],
    [1000000, `1.000.000,00${NBSP}€`],
    [19.99, `19,99${NBSP}€`],
    [0.1 + 0.2, `0,30${NBSP}€`],
    [-1234.56, `-1.234,56${NBSP}€`],
  ])('%d → %s', (euros, text) => {
    expect(formatEuro(euros)).toBe(text);
  });

  it('always separates the amount from € with a no-break space', () => {
    expect(formatEuro(5)).toMatch(/^5,00\u00a0€$/u);
  });

  it('rounds like eurosToCents', () => {
    expect(formatEuro(1.005)).toBe(`1,01${NBSP}€`);
  });

  it('shows no minus sign for amounts that round to zero', () => {
    expect(formatEuro(-0)).toBe(`0,00${NBSP}€`);
    expect(formatEuro(-0.004)).toBe(`0,00${NBSP}€`);
  });

  it('rejects non-finite amounts', () => {
    expect(() => formatEuro(Number.NaN)).toThrow(RangeError);
  });
});
