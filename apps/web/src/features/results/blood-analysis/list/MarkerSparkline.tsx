import { useTranslation } from 'react-i18next';
import { BloodSparkline } from './BloodSparkline';
import { trendDirection } from './bloodMarkerGroups';

interface Props {
  values: readonly number[];
  optimal: { min: number | null; max: number | null };
}

/** The trend cell of a marker's row: a sparkline with two or more values, else nothing. */
export function MarkerSparkline({ values, optimal }: Props) {
  const { t } = useTranslation();
  if (values.length < 2) return null;
  const label = t('bloodResults.list.sparkline', {
    count: values.length,
    direction: t(`bloodResults.list.direction.${trendDirection(values)}`),
  });
  return (
    <div className="blood-sparkline" role="img" aria-label={label}>
      <BloodSparkline values={values} optimal={optimal} />
    </div>
  );
}
