import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  daysInMonth,
  formatIsoDate,
  isLeapYear,
  isRealDate,
  pad,
  parseIsoDate,
} from './calendar.js';

describe('isLeapYear', () => {
  it.each([
    [2024, true],
    [2000, true],
    [2023, false],
    [1900, false],
    [2100, false],
  ])('%i → %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 1, 31],
    [2024, 2, 29],
    [2023, 2, 28],
    [2023, 4, 30],
    [2023, 6, 30],
    [2023, 9, 30],
    [2023, 11, 30],
    [2023, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('isRealDate', () => {
  it('accepts real dates including leap days', () => {
    expect(isRealDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 1900, month: 1, day: 1 })).toBe(true);
  });

  it.each([
    { year: 2020, month: 2, day: 31 },
    { year: 2023, month: 2, day: 29 },
    { year: 1900, month: 2, day: 29 },
    { year: 2020, month: 13, day: 1 },
    { year: 2020, month: 0, day: 1 },
    { year: 2020, month: 1, day: 0 },
    { year: 2020, month: 4, day: 31 },
    { year: 2020, month: 1.5, day: 1 },
    { year: 10000, month: 1, day: 1 },
    { year: -1, month: 1, day: 1 },
  ])('rejects %o', (date) => {
    expect(isRealDate(date)).toBe(false);
  });
});

describe('parseIsoDate', () => {
  it('reads a strict YYYY-MM-DD date', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(['2023-02-29', '2024-2-29', '2024-02-29T00:00:00Z', ' 2024-02-29', '24-02-29', '2024/02/29', ''])(
    'rejects %j',
    (text) => {
      expect(parseIsoDate(text)).toBeNull();
    },
  );
});

describe('formatIsoDate', () => {
  it('zero-pads every part', () => {
    expect(formatIsoDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
  });
});

describe('pad', () => {
  it('pads with zeros and leaves longer numbers alone', () => {
    expect(pad(7, 2)).toBe('07');
    expect(pad(123, 2)).toBe('123');
  });
});

describe('dayNumber', () => {
  it('counts days from 1970-01-01', () => {
    expect(dayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(dayNumber({ year: 1969, month: 12, day: 31 })).toBe(-1);
    expect(dayNumber({ year: 2000, month: 3, day: 1 })).toBe(11017);
  });

  it('agrees with Date.UTC on every day from 1899 to 2101', () => {
    const msPerDay = 86_400_000;
    for (let year = 1899; year <= 2101; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= daysInMonth(year, month); day++) {
          const expected = Date.UTC(year, month - 1, day) / msPerDay;
          if (dayNumber({ year, month, day }) !== expected) {
            expect.fail(`${year}-${month}-${day}`);
          }
        }
      }
    }
  });
});
