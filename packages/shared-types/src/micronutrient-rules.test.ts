import { describe, expect, it } from 'vitest';
import {
  hasAtMostTwoDecimals,
  micronutrientDoseProblem,
  micronutrientRangeMessage,
} from './micronutrient-rules.js';

const vitaminD = { name: 'Vitamin D3', unit: 'IE', min_value: 0, max_value: 4000 };

describe('micronutrient doses', () => {
  it.each([0, 0.29, 12.5, 4000, 0.1 + 0.2])('accepts %d', (value) => {
    expect(micronutrientDoseProblem(value, vitaminD)).toBeNull();
  });

  it.each([1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d for its decimals', (value) => {
    expect(hasAtMostTwoDecimals(value)).toBe(false);
    expect(micronutrientDoseProblem(value, vitaminD)).toBe(
      'Der Wert darf höchstens zwei Nachkommastellen haben.',
    );
  });

  it.each([-0.01, 4000.01])('refuses %d outside the range, with German numbers', (value) => {
    expect(micronutrientDoseProblem(value, vitaminD)).toBe(
      'Der Wert für Vitamin D3 muss zwischen 0 und 4.000 IE liegen.',
    );
  });

  it('writes decimals with a comma', () => {
    expect(micronutrientRangeMessage({ name: 'Zink', unit: 'mg', min_value: 0.5, max_value: 25 })).toBe(
      'Der Wert für Zink muss zwischen 0,5 und 25 mg liegen.',
    );
  });
});
