import { isRealDate } from './calendar.js';

// Strict ISO 8601 with an explicit zone. A timestamp without one would be read in the runtime's
// local zone, so the same string would mean different instants on server and browser.
const ISO_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?(Z|([+-])([01]\d|2[0-3]):([0-5]\d))$/i;

/** The instant of an ISO 8601 timestamp such as '2024-03-31T01:30:00Z', or null. */
export function parseIsoTimestamp(text: string): Date | null {
  const match = ISO_TIMESTAMP.exec(text);
  if (!match) return null;
  const [
    ,
    year,
    month,
    day,
    hour,
    minute,
    second = '0',
    fraction = '',
    zone = '',
    sign,
    zoneHour,
    zoneMinute,
  ] = match;
  if (!isRealDate({ year: Number(year), month: Number(month), day: Number(day) })) return null;

  // Built field by field instead of Date.parse: engines differ on what else they accept.
  const instant = new Date(0);
  instant.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  instant.setUTCHours(
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0').slice(0, 3)),
  );
  if (zone.toUpperCase() !== 'Z') {
    const offsetMinutes = (Number(zoneHour) * 60 + Number(zoneMinute)) * (sign === '-' ? -1 : 1);
    instant.setTime(instant.getTime() - offsetMinutes * 60_000);
  }
  return instant;
}
