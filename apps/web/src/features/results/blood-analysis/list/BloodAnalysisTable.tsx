import { Button, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { type BloodAnalysisTableQuery } from './__generated__/BloodAnalysisTableQuery.graphql';
import { BloodAnalysisColumns } from './BloodAnalysisColumns';
import { BloodMarkerRow } from './BloodMarkerRow';

interface Props {
  patientId: string;
  search: string;
  fetchKey: number;
  onUpload: () => void;
  onEnter: () => void;
}

/** The patient's blood markers, those with a value first (the server's order). */
export function BloodAnalysisTable({ patientId, search, fetchKey, onUpload, onEnter }: Props) {
  const { t } = useTranslation();
  const { bloodAnalysisList: markers } = useLazyLoadQuery<BloodAnalysisTableQuery>(
    graphql`
      query BloodAnalysisTableQuery($patientId: ID!, $search: String) {
        bloodAnalysisList(patientId: $patientId, search: $search) {
          id
          currentValue
          ...BloodMarkerRow_marker
        }
      }
    `,
    { patientId, search: search.trim() === '' ? null : search.trim() },
    // A marker's id is its parameter's, the same for every patient: always the server's values of this patient.
    { fetchKey, fetchPolicy: 'network-only' },
  );

  if (search.trim() !== '' && markers.length === 0)
    return <NonIdealState icon="search" title={t('bloodResults.list.notFound')} />;
  if (search.trim() === '' && markers.every((marker) => marker.currentValue == null))
    return (
      <NonIdealState
        icon="lab-test"
        title={t('bloodResults.list.empty')}
        description={t('bloodResults.list.emptyHint')}
        action={
          <div className="button-row">
            <Button intent="primary" icon="upload" text={t('bloodResults.list.upload')} onClick={onUpload} />
            <Button icon="edit" text={t('bloodResults.list.enter')} onClick={onEnter} />
          </div>
        }
      />
    );
  return (
    <HTMLTable className="blood-analysis-table" striped>
      <BloodAnalysisColumns />
      <tbody>
        {markers.map((marker) => (
          <BloodMarkerRow key={marker.id} patientId={patientId} markerRef={marker} />
        ))}
      </tbody>
    </HTMLTable>
  );
}
