import { i18n } from '../i18n/i18n';
import { reasonKey } from './reasonKey';

// A key built at run time: typed loosely, as the compiler cannot compare it against every key of the catalogue.
const translate = i18n.t.bind(i18n) as unknown as (key: string) => string;

/** The catalogue's text of an API failure code in the user's language, or `fallback` when it has none. */
export function reasonText(code: unknown, fallback: string): string {
  if (typeof code !== 'string') return fallback;
  const key = reasonKey(code);
  return i18n.exists(key) ? translate(key) : fallback;
}
