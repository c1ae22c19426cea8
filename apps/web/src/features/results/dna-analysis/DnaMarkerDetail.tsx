import { AnchorButton, Callout, H2, H4 } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useOpenNewOrder } from '../../orders/newOrder/NewOrderAction';
import { Bibliography } from '../shared/Bibliography';
import { EntryChips } from '../shared/EntryChips';
import { ScaleBar } from '../shared/ScaleBar';
import { type DnaMarkerDetail_marker$key } from './__generated__/DnaMarkerDetail_marker.graphql';
import { GeneticTable } from './GeneticTable';
import { MarkerVideo } from './MarkerVideo';
import { DnaValueTag } from './DnaValueTag';

interface Props {
  markerRef: DnaMarkerDetail_marker$key;
  patientId: string;
}

export function DnaMarkerDetail({ markerRef, patientId }: Props) {
  const { t } = useTranslation();
  const openNewOrder = useOpenNewOrder();
  const marker = useFragment(
    graphql`
      fragment DnaMarkerDetail_marker on DnaMarker {
        name
        scalebar_title
        description
        docinfo
        video_url
        valueDate
        bibliography
        symptoms {
          id
          name
        }
        indications {
          id
          name
        }
        micronutrients {
          id
          name
        }
        intervals {
          ...ScaleBar_intervals
        }
        interpretation {
          current_value
          current_value_color
          value_text
          value_description
          value_color
          value_bg_color
        }
        genetic_result {
          __typename
          ...GeneticTable_entries
        }
        desired_genetic_profile {
          __typename
          ...GeneticTable_entries
        }
      }
    `,
    markerRef,
  );
  const { interpretation } = marker;
  return (
    <>
      <H2>{marker.name}</H2>
      <section className="marker-summary">
        <H4>{marker.scalebar_title}</H4>
        <ScaleBar
          intervalsRef={marker.intervals}
          value={interpretation?.current_value ?? null}
          markerColor={interpretation?.current_value_color}
          label={t('dnaAnalysis.scale', {
            title: marker.scalebar_title,
            value: interpretation?.value_text ?? t('dnaAnalysis.notAnalysed'),
          })}
        />
        {interpretation ? (
          <p>
            <DnaValueTag colour={interpretation.value_color} background={interpretation.value_bg_color}>
              {interpretation.value_text}
            </DnaValueTag>{' '}
            {marker.valueDate && t('dnaAnalysis.detail.resultOf', { date: formatDate(marker.valueDate) })}
          </p>
        ) : (
          <Callout intent="none" icon="info-sign" title={t('dnaAnalysis.notAnalysed')}>
            {t('dnaAnalysis.notAnalysedHint')}{' '}
            <AnchorButton
              variant="minimal"
              intent="primary"
              size="small"
              text={t('dnaAnalysis.orderAnalysis')}
              onClick={() => openNewOrder(patientId)}
            />
          </Callout>
        )}
        {interpretation?.value_description && <p>{interpretation.value_description}</p>}
      </section>
      <section>
        <H4>{t('dnaAnalysis.detail.geneticResult')}</H4>
        {marker.genetic_result.length ? (
          <GeneticTable entriesRef={marker.genetic_result} />
        ) : (
          <p className="not-analysed">{t('dnaAnalysis.detail.noGeneticResult')}</p>
        )}
      </section>
      <MarkerVideo url={marker.video_url} title={marker.name} />
      {marker.desired_genetic_profile.length > 0 && (
        <section>
          <H4>{t('dnaAnalysis.detail.profiles')}</H4>
          <GeneticTable entriesRef={marker.desired_genetic_profile} resultRef={marker.genetic_result} />
        </section>
      )}
      <section>
        <H4>{t('dnaAnalysis.detail.description')}</H4>
        <p className="result-description">{marker.description}</p>
      </section>
      {marker.docinfo && (
        <section>
          <H4>{t('dnaAnalysis.detail.docinfo')}</H4>
          <p className="result-description">{marker.docinfo}</p>
        </section>
      )}
      <EntryChips title={t('dnaAnalysis.detail.symptoms')} entries={marker.symptoms} />
      <EntryChips title={t('dnaAnalysis.detail.indications')} entries={marker.indications} />
      <EntryChips
        title={t('dnaAnalysis.detail.micronutrients')}
        entries={marker.micronutrients}
        linkTo={(entry) => `/patients/${patientId}/micronutrients/${entry.id}`}
      />
      <Bibliography title={t('dnaAnalysis.detail.bibliography')} references={marker.bibliography} />
    </>
  );
}
