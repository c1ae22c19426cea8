import { type TFunction } from 'i18next';
import { formatNumber } from './formatValue';

/** '3,5 – 5,5 mmol/l', 'ab 3,5 mmol/l', 'bis 5,5 mmol/l', or that no range is on record. */
export function rangeText(
  t: TFunction,
  min: number | null | undefined,
  max: number | null | undefined,
  unit: string | null | undefined,
): string {
  const u = unit ?? '';
  if (min != null && max != null)
    return t('bloodResults.range.between', {
      min: formatNumber(min),
      max: formatNumber(max),
      unit: u,
    }).trim();
  if (min != null) return t('bloodResults.range.from', { min: formatNumber(min), unit: u }).trim();
  if (max != null) return t('bloodResults.range.upTo', { max: formatNumber(max), unit: u }).trim();
  return t('bloodResults.range.none');
}
