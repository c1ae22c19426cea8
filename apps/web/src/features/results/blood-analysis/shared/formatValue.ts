const twoDecimals = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** A blood value as the spec shows it: two decimals, German separators ('5,40'). */
export const formatValue = (value: number): string => twoDecimals.format(value);

/** A limit or a factor: as few decimals as it needs, at most two ('0,5', '300'). */
export const formatNumber = (value: number): string => upToTwoDecimals.format(value);
