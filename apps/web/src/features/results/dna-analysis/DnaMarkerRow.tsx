import { AnchorButton } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useInternalLink } from '../../../shared/links/useInternalLink';
import { ScaleBar } from '../shared/ScaleBar';
import { type DnaMarkerRow_marker$key } from './__generated__/DnaMarkerRow_marker.graphql';
import { DnaValueTag } from './DnaValueTag';

interface Props {
  markerRef: DnaMarkerRow_marker$key;
  patientId: string;
  onOrderAnalysis: () => void;
}

/** One marker of the DNA list: name (to its detail), date, the scale with the result, and its meaning. */
export function DnaMarkerRow({ markerRef, patientId, onOrderAnalysis }: Props) {
  const { t } = useTranslation();
  const marker = useFragment(
    graphql`
      fragment DnaMarkerRow_marker on DnaMarker {
        name
        code
        scalebar_title
        valueDate
        intervals {
          ...ScaleBar_intervals
        }
        interpretation {
          current_value
          current_value_color
          value_text
          value_color
          value_bg_color
        }
      }
    `,
    markerRef,
  );
  const detail = useInternalLink(`/patients/${patientId}/dna-analysis/${encodeURIComponent(marker.code)}`);
  const { interpretation } = marker;
  return (
    <tr>
      <td>
        <a {...detail}>{marker.name}</a>
      </td>
      <td>{marker.valueDate ? formatDate(marker.valueDate) : '–'}</td>
      <td>
        {interpretation ? (
          <ScaleBar
            intervalsRef={marker.intervals}
            value={interpretation.current_value}
            markerColor={interpretation.current_value_color}
            label={t('dnaAnalysis.scale', { title: marker.scalebar_title, value: interpretation.value_text })}
          />
        ) : (
          <span className="not-analysed">{t('dnaAnalysis.notAnalysed')}</span>
        )}
      </td>
      <td>
        {interpretation ? (
          <DnaValueTag colour={interpretation.value_color} background={interpretation.value_bg_color}>
            {interpretation.value_text}
          </DnaValueTag>
        ) : (
          <span className="not-analysed">
            {t('dnaAnalysis.notAnalysedHint')}{' '}
            <AnchorButton
              variant="minimal"
              intent="primary"
              size="small"
              text={t('dnaAnalysis.orderAnalysis')}
              onClick={onOrderAnalysis}
            />
          </span>
        )}
      </td>
    </tr>
  );
}
