import { type CalendarDate } from './calendar.js';

// The business runs on German time: timestamps are shown and "today" is decided in this zone,
// whatever zone the server or the browser runs in.
export const BUSINESS_TIME_ZONE = 'Europe/Berlin';

export interface WallClock extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
}

const berlinFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  // h23, not hour12: false, which some engines print as 24:00 at midnight.
  hourCycle: 'h23',
});

/** What a clock on the wall in Berlin shows at this instant. */
export function berlinWallClock(instant: Date): WallClock {
  const parts = berlinFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}
