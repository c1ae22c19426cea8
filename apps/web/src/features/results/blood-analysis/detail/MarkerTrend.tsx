import { Card, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { rangeGroupText, rangeText } from '../shared/rangeText';
import { formatNumber } from '../shared/formatValue';
import { type MarkerTrend_history$key } from './__generated__/MarkerTrend_history.graphql';
import { type MarkerTrend_marker$key } from './__generated__/MarkerTrend_marker.graphql';
import { trendData, trendDomain } from './trendData';

// recharts is loaded only when a marker's trend is shown (the login route stays small).
const BloodTrendChart = lazy(() => import('./BloodTrendChart'));

interface Props {
  markerRef: MarkerTrend_marker$key;
  historyRef: MarkerTrend_history$key;
}

/** One view of the lab's reference range, our optimal range and the trend of the last 5 values. */
export function MarkerTrend({ markerRef, historyRef }: Props) {
  const { t } = useTranslation();
  const marker = useFragment(
    graphql`
      fragment MarkerTrend_marker on BloodMarker {
        name
        formattedUnit
        min_optimal_value
        max_optimal_value
        lab_min_value
        lab_max_value
        referenceRange {
          sex
          ageFrom
          ageTo
          needsSignOff
        }
      }
    `,
    markerRef,
  );
  const history = useFragment(
    /* eslint-disable relay/unused-fields -- the values are read by trendData */
    graphql`
      fragment MarkerTrend_history on BloodMarkerHistoryEntry @relay(plural: true) {
        currentValue
        valueDate
        value_color
      }
    `,
    /* eslint-enable relay/unused-fields */
    historyRef,
  );
  const points = trendData(history);
  const optimal = { min: marker.min_optimal_value ?? null, max: marker.max_optimal_value ?? null };
  const lab = { min: marker.lab_min_value ?? null, max: marker.lab_max_value ?? null };
  const unit = marker.formattedUnit;
  return (
    <Card className="marker-view">
      <dl className="marker-ranges">
        <dt>{t('bloodResults.detail.labRange')}</dt>
        <dd>{rangeText(t, lab.min, lab.max, unit)}</dd>
        <dt>{t('bloodResults.detail.optimalRange')}</dt>
        <dd>{rangeText(t, optimal.min, optimal.max, unit)}</dd>
        <dt>{t('bloodResults.detail.rangeGroup')}</dt>
        <dd className="marker-range-group">
          {rangeGroupText(t, marker.referenceRange)}
          {marker.referenceRange.needsSignOff && (
            <span className="marker-range-sign-off"> · {t('bloodResults.detail.rangeSignOff')}</span>
          )}
        </dd>
      </dl>
      <div>
        <H4>{t('bloodResults.detail.trend')}</H4>
        <Suspense
          fallback={
            <NonIdealState icon={<Spinner size={20} />} title={t('bloodResults.detail.chartLoading')} />
          }
        >
          <BloodTrendChart
            points={points}
            domain={trendDomain(points, [optimal.min, optimal.max, lab.min, lab.max])}
            optimal={optimal}
            lab={lab}
            labels={{
              title: t('bloodResults.chart.title', { name: marker.name }),
              xAxis: t('bloodResults.chart.xAxis'),
              yAxis: t('bloodResults.chart.yAxis', { unit }),
              optimal: t('bloodResults.chart.optimal'),
              value: t('bloodResults.chart.value'),
              labMin: `${t('bloodResults.detail.labRange')}: ${lab.min === null ? '' : formatNumber(lab.min)}`,
              labMax: `${t('bloodResults.detail.labRange')}: ${lab.max === null ? '' : formatNumber(lab.max)}`,
            }}
          />
        </Suspense>
      </div>
    </Card>
  );
}
