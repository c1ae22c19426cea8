// Money is stored as integer cents and exposed as euros (a Float) on the API.

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** Euros for an integer amount of cents. */
export function centsToEuros(cents: number): number {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Cents must be a safe integer, got ${cents}`);
  }
  // `+ 0` turns -0 into 0.
  return cents / 100 + 0;
}

/**
 * Integer cents for an amount in euros, rounded half away from zero on the decimal the number
 * stands for: 19.99 → 1999, 0.1 + 0.2 → 30, 1.005 → 101 (plain `Math.round(x * 100)` gives 100).
 */
export function eurosToCents(euros: number): number {
  const cents = Math.abs(euros) * 100;
  if (!Number.isFinite(cents) || cents > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`Euros out of range: ${euros}`);
  }
  // String() gives the shortest decimal that reads back as the same double, i.e. what was meant.
  const decimal = String(Math.abs(euros));
  // Only amounts below 1e-6 are written with an exponent here, and those round to 0 cents.
  if (decimal.includes('e')) return 0;
  const [whole = '0', fraction = ''] = decimal.split('.');
  const digits = fraction.padEnd(3, '0');
  const roundUp = Number(digits[2]) >= 5 ? 1 : 0;
  const absolute = Number(whole) * 100 + Number(digits.slice(0, 2)) + roundUp;
  return absolute === 0 ? 0 : Math.sign(euros) * absolute;
}

/**
 * '1.234,50 €' (de-DE, two decimals). The space before € is always U+00A0 (no-break space), as
 * Intl writes it today: pinned so server-rendered PDFs and the web show the same bytes.
 */
export function formatEuro(euros: number): string {
  const rounded = centsToEuros(eurosToCents(euros));
  return euroFormat.format(rounded).replace(/\s/gu, '\u00a0');
}
