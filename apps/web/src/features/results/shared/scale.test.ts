import { describe, expect, it } from 'vitest';
import { markerPercent, scaleBands } from './scale';

const intervals = [
  { value: 30, color: 'red', length_percent: 30 },
  { value: 70, color: 'yellow', length_percent: 40 },
  { value: 100, color: 'green', length_percent: 30 },
];

describe('summary scale', () => {
  it('keeps the band lengths, scaled to fill the bar', () => {
    expect(scaleBands(intervals).map((band) => band.width)).toEqual([30, 40, 30]);
    expect(
      scaleBands([
        { value: 1, color: 'red', length_percent: 1 },
        { value: 2, color: 'green', length_percent: 3 },
      ]).map((band) => band.width),
    ).toEqual([25, 75]);
  });

  it('places the value inside its band', () => {
    expect(markerPercent(intervals, 15)).toBe(15);
    expect(markerPercent(intervals, 50)).toBe(50);
    expect(markerPercent(intervals, 85)).toBe(85);
  });

  it('keeps values outside the scale at its ends', () => {
    expect(markerPercent(intervals, -5)).toBe(0);
    expect(markerPercent(intervals, 140)).toBe(100);
    expect(markerPercent([], 3)).toBe(0);
  });
});
