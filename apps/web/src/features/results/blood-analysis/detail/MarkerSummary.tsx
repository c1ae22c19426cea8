import { Card, H2 } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { formatValue } from '../shared/formatValue';
import { resultStatus } from '../shared/resultStatus';
import { ResultValue } from '../shared/ResultValue';
import { sourceLabel } from '../shared/sourceLabel';
import { ValueScale } from '../shared/ValueScale';
import { type MarkerSummary_marker$key } from './__generated__/MarkerSummary_marker.graphql';

/** The marker's name, the patient's value with its date and source, and where it lies on the scale. */
export function MarkerSummary({ markerRef }: { markerRef: MarkerSummary_marker$key }) {
  const { t } = useTranslation();
  const marker = useFragment(
    /* eslint-disable relay/unused-fields -- the optimal bounds are read by resultStatus */
    graphql`
      fragment MarkerSummary_marker on BloodMarker {
        name
        currentValue
        formattedUnit
        valueDate
        currentSource
        min_optimal_value
        max_optimal_value
        value_text
        value_description
        valueIntervals {
          ...ValueScale_intervals
        }
        ...ResultValue_marker
      }
    `,
    /* eslint-enable relay/unused-fields */
    markerRef,
  );
  const status = resultStatus(marker.currentValue, marker);
  const word = marker.value_text ?? t(`bloodResults.status.${status}`);
  return (
    <Card className="marker-summary">
      <H2>{marker.name}</H2>
      {marker.currentValue == null ? (
        <p>{t('bloodResults.detail.noValue')}</p>
      ) : (
        <>
          <p className="marker-value">
            <ResultValue markerRef={marker} />
          </p>
          {marker.valueDate && (
            <p className="marker-value-date">
              {t('bloodResults.detail.valueOn', {
                date: formatDate(marker.valueDate),
                source: sourceLabel(t, marker.currentSource),
              })}
            </p>
          )}
          {marker.value_description && <p>{marker.value_description}</p>}
        </>
      )}
      <ValueScale
        size="large"
        intervalsRef={marker.valueIntervals}
        value={marker.currentValue}
        label={
          marker.currentValue == null
            ? t('bloodResults.scale.noValue')
            : t('bloodResults.scale.label', {
                text: `${word}, ${formatValue(marker.currentValue)} ${marker.formattedUnit}`,
              })
        }
      />
    </Card>
  );
}
