// A dose may be rounded to up to 4 decimals (round(x, 4)); the test run shows what the formula gives.
const outputFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 4 });

/** A formula's output with the micronutrient's unit, e.g. `12,5 µg`. */
export const formatOutput = (value: number, unit: string): string =>
  `${outputFormat.format(value)} ${unit}`.trim();
