import { describe, expect, it } from 'vitest';
import { markerPercent, scaleBands } from './valueScale';

const scale = {
  minValue: { value: 0, color: '#c00' },
  maxValue: { value: 30, color: '#c00' },
  intervals: [
    { value: 10, color: '#c00', length_percent: 25 },
    { value: 20, color: '#0a0', length_percent: 50 },
    { value: 30, color: '#c00', length_percent: 25 },
  ],
};

describe('scaleBands', () => {
  it('keeps the server shares when they fill the scale, and scales them otherwise', () => {
    expect(scaleBands(scale.intervals).map((band) => band.widthPercent)).toEqual([25, 50, 25]);
    const half = scale.intervals.map((band) => ({ ...band, length_percent: band.length_percent / 2 }));
    expect(scaleBands(half).map((band) => band.widthPercent)).toEqual([25, 50, 25]);
  });
});

describe('markerPercent', () => {
  it('places the value within its band', () => {
    expect(markerPercent(5, scale)).toBe(12.5);
    expect(markerPercent(15, scale)).toBe(50);
    expect(markerPercent(25, scale)).toBe(87.5);
  });
  it('clamps values beyond the ends, and has no marker without a value', () => {
    expect(markerPercent(-4, scale)).toBe(0);
    expect(markerPercent(99, scale)).toBe(100);
    expect(markerPercent(null, scale)).toBeNull();
    expect(markerPercent(5, { ...scale, intervals: [] })).toBeNull();
  });
});
