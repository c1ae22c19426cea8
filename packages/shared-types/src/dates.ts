// Dates travel as plain 'YYYY-MM-DD' strings and timestamps as ISO 8601 instants; people see
// and type German 'DD.MM.YYYY'.
import { berlinWallClock } from './berlin-time.js';
import { type CalendarDate, dayNumber, formatIsoDate, isRealDate, pad, parseIsoDate } from './calendar.js';
import { parseIsoTimestamp } from './timestamp.js';

export { BUSINESS_TIME_ZONE, berlinWallClock } from './berlin-time.js';

export const MIN_BIRTH_DATE = '1900-01-01';

// The spec's under-18 rule is 18 × 365 days: it ignores leap days, so a person counts as
// of age 4 or 5 days before their 18th birthday.
export const UNDER_AGE_DAYS = 18 * 365;

const GERMAN_DATE_INPUT = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/;

export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

/** 'DD.MM.YYYY' for a 'YYYY-MM-DD' date (as is), or for a timestamp or Date (its day in Berlin). */
export function formatDate(value: string | Date): string {
  const date = (typeof value === 'string' && parseIsoDate(value)) || berlinWallClock(toInstant(value));
  return germanDate(date);
}

/** 'DD.MM.YYYY HH:mm' in Berlin time for an ISO timestamp or a Date. */
export function formatDateTime(value: string | Date): string {
  const time = berlinWallClock(toInstant(value));
  return `${germanDate(time)} ${pad(time.hour, 2)}:${pad(time.minute, 2)}`;
}

/**
 * 'YYYY-MM-DD' for what a person typed: 'DD.MM.YYYY', 'DD-MM-YYYY' or 'DD/MM/YYYY' (day and
 * month may have one digit), or 'YYYY-MM-DD'. Null for anything else and for impossible dates.
 */
export function parseDateInput(text: string): string | null {
  const trimmed = text.trim();
  const iso = parseIsoDate(trimmed);
  if (iso) return formatIsoDate(iso);
  const match = GERMAN_DATE_INPUT.exec(trimmed);
  if (!match) return null;
  const date = { year: Number(match[4]), month: Number(match[3]), day: Number(match[1]) };
  return isRealDate(date) ? formatIsoDate(date) : null;
}

/**
 * The Date's calendar day in the runtime's own zone: a date picker's local-midnight Date.
 * (toISOString() would move it to UTC and lose a day east of Greenwich.)
 */
export function toIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
  return formatIsoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** Today's date in Berlin, 'YYYY-MM-DD'. */
export function todayIsoDate(now: Date = new Date()): string {
  return formatIsoDate(berlinWallClock(now));
}

/** A birth date is valid from 1900-01-01 up to and including today. */
export function isValidBirthDate(isoDate: string, today: string = todayIsoDate()): boolean {
  requireIsoDate(today);
  return isIsoDate(isoDate) && isoDate >= MIN_BIRTH_DATE && isoDate <= today;
}

export function isUnderAge(isoBirthDate: string, today: string = todayIsoDate()): boolean {
  const ageInDays = dayNumber(requireIsoDate(today)) - dayNumber(requireIsoDate(isoBirthDate));
  return ageInDays < UNDER_AGE_DAYS;
}

/** Full age in years ('Volljährigkeit', § 2 BGB) at which an ordered DNA analysis is allowed. */
export const DNA_ANALYSIS_MIN_AGE_YEARS = 18;

/**
 * Whole years of age on a calendar day: a year is completed on the birthday itself (§ 187 Abs. 2
 * Satz 2 BGB counts the day of birth), so someone is 18 on their 18th birthday. Born on 29 February,
 * the year is completed on 1 March in a common year (§ 188 Abs. 3 BGB ends it with 28 February).
 */
export function ageInYears(isoBirthDate: string, today: string = todayIsoDate()): number {
  const birth = requireIsoDate(isoBirthDate);
  const day = requireIsoDate(today);
  const hadBirthday = day.month > birth.month || (day.month === birth.month && day.day >= birth.day);
  return day.year - birth.year - (hadBirthday ? 0 : 1);
}

/** True when the person is of full age (18) on that day; the calendar rule, not the 18 × 365 days one. */
export function isOfFullAge(isoBirthDate: string, today: string = todayIsoDate()): boolean {
  return ageInYears(isoBirthDate, today) >= DNA_ANALYSIS_MIN_AGE_YEARS;
}

function toInstant(value: string | Date): Date {
  const instant = typeof value === 'string' ? parseIsoTimestamp(value) : value;
  if (!instant || Number.isNaN(instant.getTime())) {
    throw new RangeError(`Not a date or an ISO timestamp: ${String(value)}`);
  }
  return instant;
}

function requireIsoDate(text: string): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${text}`);
  return date;
}

function germanDate({ year, month, day }: CalendarDate): string {
  return `${pad(day, 2)}.${pad(month, 2)}.${pad(year, 4)}`;
}
