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
