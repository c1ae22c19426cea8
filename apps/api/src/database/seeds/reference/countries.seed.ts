import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { DataSource } from 'typeorm';
import { Country } from '../../../modules/catalog/entities/country.entity.js';

// Pickers show these first, in this order; the spec's default dial code is AT.
const FIRST: CountryCode[] = ['AT', 'DE', 'CH'];
// The countries our logistics partner delivers to (see docs/decisions/catalog.md).
export const SHIPPABLE = new Set(['AT', 'DE', 'CH', 'LI', 'LU']);

/** Every ISO country with German and English names (from ICU) and its dial code (libphonenumber). */
export function countryRows(): Omit<Country, 'id'>[] {
  const de = new Intl.DisplayNames(['de'], { type: 'region' });
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  const rest = getCountries()
    .filter((code) => !FIRST.includes(code))
    .sort((a, b) => de.of(a)!.localeCompare(de.of(b)!, 'de'));
  return [...FIRST, ...rest].map((code, index) => ({
    country_code: code,
    name_de: de.of(code)!,
    name_en: en.of(code)!,
    dial_code: `+${getCountryCallingCode(code)}`,
    is_shippable: SHIPPABLE.has(code),
    sort_order: index + 1,
  }));
}

export async function seedCountries(dataSource: DataSource): Promise<number> {
  const rows = countryRows();
  await dataSource.getRepository(Country).upsert(rows, ['country_code']);
  return rows.length;
}
