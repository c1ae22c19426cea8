import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  isIsoDate,
  isUnderAge,
  ageInYears,
  isOfFullAge,
  isValidBirthDate,
  MIN_BIRTH_DATE,
  parseDateInput,
  todayIsoDate,
  toIsoDate,
  UNDER_AGE_DAYS,
} from './dates.js';

// Node re-reads TZ when it is assigned, so each case can run in the zone it is about.
const originalTimeZone = process.env.TZ;
function useTimeZone(timeZone: string): void {
  process.env.TZ = timeZone;
}
afterEach(() => {
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
});

const ZONES = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Pacific/Auckland', 'Pacific/Kiritimati'];

describe('formatDate', () => {
  it.each(ZONES)('formats a YYYY-MM-DD date as it is, in %s', (timeZone) => {
    useTimeZone(timeZone);
    expect(formatDate('2024-03-31')).toBe('31.03.2024');
    expect(formatDate('2024-10-27')).toBe('27.10.2024');
    expect(formatDate('1900-01-01')).toBe('01.01.1900');
  });

  it.each(ZONES)('formats a timestamp with its day in Berlin, in %s', (timeZone) => {
    useTimeZone(timeZone);
    expect(formatDate('2024-03-30T23:30:00Z')).toBe('31.03.2024');
    expect(formatDate('2024-07-31T22:00:00Z')).toBe('01.08.2024');
    expect(formatDate('2024-07-31T21:59:59.999Z')).toBe('31.07.2024');
    expect(formatDate('2024-12-31T23:00:00+00:00')).toBe('01.01.2025');
    expect(formatDate(new Date('2024-10-26T22:30:00Z'))).toBe('27.10.2024');
  });

  it.each(['2024-02-30', '31.03.2024', '2024-03-31T10:00:00', 'today', ''])('rejects %j', (text) => {
    expect(() => formatDate(text)).toThrow(RangeError);
  });

  it('rejects an invalid Date', () => {
    expect(() => formatDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it.each(ZONES)('shows Berlin wall-clock time, in %s', (timeZone) => {
    useTimeZone(timeZone);
    expect(formatDateTime('2024-01-15T08:05:00Z')).toBe('15.01.2024 09:05');
    expect(formatDateTime('2024-07-15T08:05:00Z')).toBe('15.07.2024 10:05');
    expect(formatDateTime(new Date('2024-07-15T08:05:00Z'))).toBe('15.07.2024 10:05');
  });

  it('follows the switch to and from summer time', () => {
    expect(formatDateTime('2024-03-31T00:59:00Z')).toBe('31.03.2024 01:59');
    expect(formatDateTime('2024-03-31T01:00:00Z')).toBe('31.03.2024 03:00');
    expect(formatDateTime('2024-10-27T00:30:00Z')).toBe('27.10.2024 02:30');
    expect(formatDateTime('2024-10-27T01:30:00Z')).toBe('27.10.2024 02:30');
  });

  it('shows midnight as 00:00 on the new day', () => {
    expect(formatDateTime('2024-01-14T23:00:00Z')).toBe('15.01.2024 00:00');
  });

  it.each(['2024-03-31', '2024-03-31T10:00:00', 'nope'])('rejects %j, which has no instant', (text) => {
    expect(() => formatDateTime(text)).toThrow(RangeError);
  });
});

describe('parseDateInput', () => {
  it.each([
    ['31.12.2020', '2020-12-31'],
    ['31-12-2020', '2020-12-31'],
    ['31/12/2020', '2020-12-31'],
    ['1.2.2020', '2020-02-01'],
    ['01.2.2020', '2020-02-01'],
    ['1.02.2020', '2020-02-01'],
    ['1-2-2020', '2020-02-01'],
    ['1/2/2020', '2020-02-01'],
    ['29.02.2020', '2020-02-29'],
    ['2020-12-31', '2020-12-31'],
    ['2020-02-29', '2020-02-29'],
    ['01.01.1900', '1900-01-01'],
    [' 31.12.2020 ', '2020-12-31'],
  ])('%j → %s', (text, iso) => {
    expect(parseDateInput(text)).toBe(iso);
  });

  it.each([
    ['31.02.2020', 'impossible day'],
    ['29.02.2023', 'no leap year'],
    ['29.02.1900', 'no leap year (century)'],
    ['01.13.2020', 'month 13'],
    ['00.01.2020', 'day 0'],
    ['01.00.2020', 'month 0'],
    ['31.04.2020', 'April has 30 days'],
    ['2020-02-30', 'impossible ISO date'],
    ['2020-13-01', 'ISO month 13'],
    ['2020-1-5', 'ISO needs two digits'],
    ['31.12.20', 'two-digit year'],
    ['31.12.02020', 'five-digit year'],
    ['001.12.2020', 'three-digit day'],
    ['31.12-2020', 'mixed separators'],
    ['31 12 2020', 'space separator'],
    ['31.12.2020x', 'trailing garbage'],
    ['am 31.12.2020', 'leading garbage'],
    ['31.12.2020 10:00', 'time of day'],
    ['2020-12-31T00:00:00Z', 'timestamp'],
    ['12/31/2020', 'US order'],
    ['٣١.١٢.٢٠٢٠', 'non-ASCII digits'],
    ['', 'empty'],
    ['   ', 'blank'],
  ])('rejects %j (%s)', (text) => {
    expect(parseDateInput(text)).toBeNull();
  });
});

describe('isIsoDate', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('29.02.2024')).toBe(false);
  });
});

describe('toIsoDate', () => {
  it.each(ZONES)("keeps a date picker's local day, in %s", (timeZone) => {
    useTimeZone(timeZone);
    expect(toIsoDate(new Date(2024, 2, 31))).toBe('2024-03-31');
    expect(toIsoDate(new Date(2024, 9, 27))).toBe('2024-10-27');
    expect(toIsoDate(new Date(2024, 0, 1))).toBe('2024-01-01');
    expect(toIsoDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });

  it('keeps the day on the night summer time starts in Berlin', () => {
    useTimeZone('Europe/Berlin');
    expect(toIsoDate(new Date(2024, 2, 31, 0, 0))).toBe('2024-03-31');
    expect(toIsoDate(new Date(2024, 2, 31, 2, 30))).toBe('2024-03-31');
    expect(toIsoDate(new Date(2024, 2, 30, 23, 59))).toBe('2024-03-30');
  });

  it('rejects an invalid Date', () => {
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('todayIsoDate', () => {
  it.each(ZONES)('is the date in Berlin, in %s', (timeZone) => {
    useTimeZone(timeZone);
    expect(todayIsoDate(new Date('2024-12-31T22:59:00Z'))).toBe('2024-12-31');
    expect(todayIsoDate(new Date('2024-12-31T23:00:00Z'))).toBe('2025-01-01');
    expect(todayIsoDate(new Date('2024-06-30T22:00:00Z'))).toBe('2024-07-01');
  });

  it('defaults to now', () => {
    expect(isIsoDate(todayIsoDate())).toBe(true);
  });
});

describe('isValidBirthDate', () => {
  const today = '2024-06-15';

  it('starts at 1900-01-01 inclusive', () => {
    expect(MIN_BIRTH_DATE).toBe('1900-01-01');
    expect(isValidBirthDate('1900-01-01', today)).toBe(true);
    expect(isValidBirthDate('1899-12-31', today)).toBe(false);
  });

  it('ends today inclusive', () => {
    expect(isValidBirthDate('2024-06-15', today)).toBe(true);
    expect(isValidBirthDate('2024-06-16', today)).toBe(false);
  });

  it.each(['1985-02-29', '15.06.1985', '1985-6-15', '', 'x'])('rejects %j', (text) => {
    expect(isValidBirthDate(text, today)).toBe(false);
  });

  it('defaults to today in Berlin', () => {
    expect(isValidBirthDate('1990-05-17')).toBe(true);
    expect(isValidBirthDate('9999-12-31')).toBe(false);
  });

  it('rejects an invalid today', () => {
    expect(() => isValidBirthDate('1990-05-17', '15.06.2024')).toThrow(RangeError);
  });
});

describe('isUnderAge', () => {
  const today = '2024-06-15';

  it('uses 18 × 365 days', () => {
    expect(UNDER_AGE_DAYS).toBe(6570);
  });

  it('is under age up to the day before 6570 days have passed', () => {
    // 2006-06-20 + 6570 days = 2024-06-15 (the span holds 5 leap days)
    expect(isUnderAge('2006-06-20', today)).toBe(false);
    expect(isUnderAge('2006-06-21', today)).toBe(true);
  });

  it('counts someone as of age a few days before the 18th birthday, as the spec says', () => {
    expect(isUnderAge('2006-06-16', today)).toBe(false);
  });

  it('handles adults, newborns and future dates', () => {
    expect(isUnderAge('1900-01-01', today)).toBe(false);
    expect(isUnderAge('2024-06-15', today)).toBe(true);
    expect(isUnderAge('2024-06-16', today)).toBe(true);
  });

  it('defaults to today in Berlin', () => {
    expect(isUnderAge('1990-05-17')).toBe(false);
  });

  it.each(['2006-02-30', '16.06.2006', ''])('rejects the birth date %j', (text) => {
    expect(() => isUnderAge(text, today)).toThrow(RangeError);
  });

  it('rejects an invalid today', () => {
    expect(() => isUnderAge('2000-01-01', '2024-13-01')).toThrow(RangeError);
  });
});

describe('ageInYears and isOfFullAge (DNA analyses: 18 on the birthday)', () => {
  it('completes a year on the birthday itself, not the day before', () => {
    expect(ageInYears('2008-06-20', '2026-06-19')).toBe(17);
    expect(ageInYears('2008-06-20', '2026-06-20')).toBe(18);
    expect(isOfFullAge('2008-06-20', '2026-06-19')).toBe(false);
    expect(isOfFullAge('2008-06-20', '2026-06-20')).toBe(true);
    expect(isOfFullAge('2008-12-31', '2026-01-01')).toBe(false);
    expect(isOfFullAge('1950-01-01', '2026-01-01')).toBe(true);
  });

  it('makes someone born on 29 February of full age on 1 March of a common year, on 29 February of a leap year', () => {
    expect(isOfFullAge('2008-02-29', '2026-02-28')).toBe(false);
    expect(isOfFullAge('2008-02-29', '2026-03-01')).toBe(true);
    expect(isOfFullAge('2012-02-29', '2030-02-28')).toBe(false);
    expect(isOfFullAge('2012-02-29', '2030-03-01')).toBe(true);
    expect(isOfFullAge('2014-02-28', '2032-02-28')).toBe(true);
  });

  it('refuses what is not a date', () => {
    expect(() => ageInYears('20.06.2008', '2026-06-20')).toThrow(RangeError);
  });
});
