const AMOUNT_VALUE = /^\d+\.\d{2}$/;

/** "123.45" and the like: two decimals, more than zero. */
export function isAmountValue(value: string): boolean {
  return AMOUNT_VALUE.test(value) && /[1-9]/.test(value);
}

/**
 * "1234.50" → "1.234,50 €" (de-DE), from the text so no float rounds it. A plain space before the
 * sign, so page tests can match the text as written.
 */
export function formatEuro(value: string): string {
  const [whole = '0', cents = '00'] = value.split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, '.');
  return `${grouped},${cents} €`;
}

/** "12.30" → 1230: amounts are added and compared in whole cents, never as floats. */
export function toCents(value: string): number {
  const [whole = '0', cents = '00'] = value.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

/** 1230 → "12.30"; -1230 → "-12.30". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
