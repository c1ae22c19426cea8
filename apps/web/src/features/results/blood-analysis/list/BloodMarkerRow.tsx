import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { rangeText } from '../shared/rangeText';
import { resultStatus } from '../shared/resultStatus';
import { ResultValue } from '../shared/ResultValue';
import { ValueScale } from '../shared/ValueScale';
import { formatValue } from '../shared/formatValue';
import { MarkerSparkline } from './MarkerSparkline';
import { type BloodMarkerRow_marker$key } from './__generated__/BloodMarkerRow_marker.graphql';

/** One marker of the blood analysis: name (to its detail), date, value, trend, optimal range and meaning. */
export function BloodMarkerRow({
  patientId,
  markerRef,
}: {
  patientId: string;
  markerRef: BloodMarkerRow_marker$key;
}) {
  const { t } = useTranslation();
  const marker = useFragment(
    graphql`
      fragment BloodMarkerRow_marker on BloodMarker {
        name
        code
        valueDate
        currentValue
        formattedUnit
        min_optimal_value
        max_optimal_value
        value_text
        trend {
          value
        }
        valueIntervals {
          ...ValueScale_intervals
        }
        ...ResultValue_marker
      }
    `,
    markerRef,
  );
  const status = resultStatus(marker.currentValue, marker);
  const word = marker.value_text ?? t(`bloodResults.status.${status}`);
  return (
    <tr>
      <td>
        <Link to={`/patients/${patientId}/blood-analysis/${encodeURIComponent(marker.code)}`}>
          {marker.name}
        </Link>
      </td>
      <td className="numeric">{marker.valueDate ? formatDate(marker.valueDate) : '–'}</td>
      <td className="numeric">
        <ResultValue markerRef={marker} />
      </td>
      <td>
        <MarkerSparkline
          values={marker.trend.map((point) => point.value)}
          optimal={{ min: marker.min_optimal_value ?? null, max: marker.max_optimal_value ?? null }}
        />
      </td>
      <td className="numeric">
        {rangeText(t, marker.min_optimal_value, marker.max_optimal_value, marker.formattedUnit)}
      </td>
      <td>
        <ValueScale
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
      </td>
    </tr>
  );
}
