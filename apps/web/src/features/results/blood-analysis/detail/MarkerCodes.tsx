import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type MarkerCodes_marker$key } from './__generated__/MarkerCodes_marker.graphql';

/** The marker's codes for other software (LOINC, UCUM), small, for the curious doctor and the practice's IT. */
export function MarkerCodes({ markerRef }: { markerRef: MarkerCodes_marker$key }) {
  const { t } = useTranslation();
  const marker = useFragment(
    graphql`
      fragment MarkerCodes_marker on BloodMarker {
        loincCodes
        ucumUnit
      }
    `,
    markerRef,
  );
  if (marker.loincCodes.length === 0 && !marker.ucumUnit) return null;
  return (
    <dl
      className={`marker-codes ${Classes.TEXT_SMALL} ${Classes.TEXT_MUTED}`}
      aria-label={t('bloodResults.detail.codes')}
    >
      {marker.loincCodes.length > 0 && (
        <>
          <dt>{t('bloodResults.detail.loinc')}</dt>
          <dd>{marker.loincCodes.join(', ')}</dd>
        </>
      )}
      {marker.ucumUnit && (
        <>
          <dt>{t('bloodResults.detail.ucum')}</dt>
          <dd>
            <code>{marker.ucumUnit}</code>
          </dd>
        </>
      )}
    </dl>
  );
}
