import { describe, expect, it } from 'vitest';
import { trendData, trendDomain, trendTicks } from './trendData';

describe('trendData', () => {
  it('puts the history oldest first with values at 2 decimals', () => {
    const points = trendData([
      { currentValue: 5.456, valueDate: '2025-03-01' },
      { currentValue: 4.1, valueDate: '2025-01-15' },
    ]);
    expect(points.map(({ date, value }) => [date, value])).toEqual([
      ['15.01.2025', 4.1],
      ['01.03.2025', 5.46],
    ]);
  });
  it("colours each point by its band at its own date (the patient's range then)", () => {
    const points = trendData([
      { currentValue: 1.5, valueDate: '2025-06-01', value_color: '#CD4246' },
      { currentValue: 1.5, valueDate: '2025-05-31', value_color: '#238551' },
    ]);
    expect(points.map(({ date, color }) => [date, color])).toEqual([
      ['31.05.2025', '#238551'],
      ['01.06.2025', '#CD4246'],
    ]);
    expect(trendData([{ currentValue: 3, valueDate: '2025-02-03' }]).map((p) => p.color)).toEqual([
      null,
      null,
      null,
    ]);
  });
  it('pads no value with two placeholder dates', () => {
    const points = trendData([]);
    expect(points).toHaveLength(2);
    expect(points.every((point) => point.date === '' && point.value === null)).toBe(true);
    expect(new Set(points.map((point) => point.key)).size).toBe(2);
  });
  it('puts a single value between two placeholders', () => {
    const points = trendData([{ currentValue: 3, valueDate: '2025-02-03' }]);
    expect(points.map(({ date, value }) => [date, value])).toEqual([
      ['', null],
      ['03.02.2025', 3],
      ['', null],
    ]);
    expect(new Set(points.map((point) => point.key)).size).toBe(3);
  });
});

describe('trendDomain', () => {
  it('covers the values and the optimal band with a margin on round numbers, not below 0 for positive data', () => {
    const points = trendData([
      { currentValue: 5, valueDate: '2025-03-01' },
      { currentValue: 3, valueDate: '2025-01-01' },
    ]);
    expect(trendDomain(points, [4, 10])).toEqual([2, 12]);
    expect(trendDomain(points, [30, 300])).toEqual([0, 400]);
    expect(trendDomain(points, [0.1, null])[0]).toBe(0);
  });
  it('has a range without any number, and around a single one', () => {
    expect(trendDomain(trendData([]), [null, undefined])).toEqual([0, 1]);
    expect(trendDomain(trendData([{ currentValue: 5, valueDate: '2025-01-01' }]), [])).toEqual([4, 6]);
  });
});

describe('trendTicks', () => {
  it('steps through the domain in round numbers', () => {
    expect(trendTicks([0, 400])).toEqual([0, 100, 200, 300, 400]);
    expect(trendTicks([2, 12])).toEqual([2, 4, 6, 8, 10, 12]);
    expect(trendTicks([0, 1])).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
});
