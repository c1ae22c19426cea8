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

/** Whom the patient's range is for: 'Frauen, unter 50 Jahren' (sex null: the row is for both). */
export function rangeGroupText(
  t: TFunction,
  range: { sex?: string | null; ageFrom?: number | null; ageTo?: number | null },
): string {
  const sex = range.sex === 'female' || range.sex === 'male' ? range.sex : 'any';
  const { ageFrom: from, ageTo: to } = range;
  const age =
    from != null && to != null
      ? t('bloodResults.detail.rangeAge.between', { from, to })
      : from != null
        ? t('bloodResults.detail.rangeAge.from', { from })
        : to != null
          ? t('bloodResults.detail.rangeAge.below', { to })
          : t('bloodResults.detail.rangeAge.any');
  return `${t(`bloodResults.detail.rangeSex.${sex}`)}, ${age}`;
}
