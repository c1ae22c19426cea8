import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type ResultValue_marker$key } from './__generated__/ResultValue_marker.graphql';
import { formatValue } from './formatValue';
import { resultStatus, statusLook, valueColor } from './resultStatus';

/** The marker's value with 2 decimals and its unit, in its colour, with a word and an icon beside the colour. */
export function ResultValue({ markerRef }: { markerRef: ResultValue_marker$key }) {
  const { t } = useTranslation();
  const marker = useFragment(
    /* eslint-disable relay/unused-fields -- the optimal bounds are read by resultStatus */
    graphql`
      fragment ResultValue_marker on BloodMarker {
        currentValue
        currentValueColor
        formattedUnit
        min_optimal_value
        max_optimal_value
        value_text
      }
    `,
    /* eslint-enable relay/unused-fields */
    markerRef,
  );
  const status = resultStatus(marker.currentValue, marker);
  if (marker.currentValue == null)
    return <span className="result-value result-none">{t('bloodResults.status.none')}</span>;
  const look = statusLook[status];
  const color = valueColor(marker.currentValueColor);
  return (
    <span className={`result-value result-${status}`} style={color ? { color } : undefined}>
      <Icon icon={look.icon} intent={look.intent} size={12} aria-hidden />
      <strong>
        {formatValue(marker.currentValue)} {marker.formattedUnit}
      </strong>
      <span className="result-word">{marker.value_text ?? t(`bloodResults.status.${status}`)}</span>
    </span>
  );
}
