import { describe, expect, it } from 'vitest';
import { hasAtMostTwoDecimals, micronutrientDoseProblem } from './micronutrient-rules.js';

const vitaminD = { name: 'Vitamin D3', unit: 'IE', min_value: 0, max_value: 4000 };

describe('micronutrient doses', () => {
  it.each([0, 0.29, 12.5, 4000, 0.1 + 0.2])('accepts %d', (value) => {
    expect(micronutrientDoseProblem(value, vitaminD)).toBeNull();
  });

  it.each([1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d for its decimals', (value) => {
    expect(hasAtMostTwoDecimals(value)).toBe(false);
    expect(micronutrientDoseProblem(value, vitaminD)).toBe('decimals');
  });

  it.each([-0.01, 4000.01])('refuses %d outside the range', (value) => {
    expect(micronutrientDoseProblem(value, vitaminD)).toBe('range');
  });
});
