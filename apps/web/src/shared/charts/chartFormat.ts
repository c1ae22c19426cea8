import { formatEuro } from '@portal/shared-types';

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const monthYear = new Intl.DateTimeFormat('de-DE', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/** Axis ticks in euros without cents ("1.250 €"); cells and tooltips use formatEuro. */
export const euroTick = (value: number) => `${integer.format(value)}\u00a0€`;
export const countTick = (value: number) => integer.format(value);
export { formatEuro };
/** "YYYY-MM" → "Dez. 2026". */
export const formatMonth = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));
/** "YYYY-MM-DD" → "07.12.". */
export const formatDayMonth = (date: string) => dayMonth.format(new Date(`${date}T00:00:00Z`));
