import { Card, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../../../shared/actions/useActionParam';
import { lazyDialog } from '../../../../shared/dialogs/lazyDialog';
import { QueryErrorBoundary } from '../../../../shared/query/QueryErrorBoundary';
import { type BloodMarkerPageQuery } from './__generated__/BloodMarkerPageQuery.graphql';
import { MarkerChips } from './MarkerChips';
import { MarkerDescription } from './MarkerDescription';
import { MarkerHistoryTable } from './MarkerHistoryTable';
import { MarkerSummary } from './MarkerSummary';
import { MarkerTrend } from './MarkerTrend';
import { UnitConversion } from './UnitConversion';
import { MarkerCodes } from './MarkerCodes';

const DeleteAnalysisDialog = lazyDialog(() => import('./DeleteAnalysisDialog'), 'DeleteAnalysisDialog');
const EditAnalysisDialog = lazyDialog(() => import('./EditAnalysisDialog'), 'EditAnalysisDialog');

export const HISTORY_LIMIT = 5;

/**
 * /patients/{patientId}/blood-analysis/{code}. The processing banner comes from the patient profile around it
 * (it shows on every patient tab while a formula calculation runs).
 */
export function BloodMarkerPage() {
  const { t } = useTranslation();
  const { patientId = '', code = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((key) => key + 1);
  return (
    <section className="blood-marker-page">
      <Link to={`/patients/${patientId}/blood-analysis`} className="back-link">
        ← {t('bloodResults.detail.back')}
      </Link>
      <QueryErrorBoundary
        title={t('bloodResults.detail.loadFailed')}
        retryText={t('bloodResults.list.retry')}
        onRetry={refresh}
      >
        <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
          <BloodMarker patientId={patientId} code={code} fetchKey={fetchKey} onChanged={refresh} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}

const markerActions = ['delete_analysis', 'edit_analysis'] as const;

interface Props {
  patientId: string;
  code: string;
  fetchKey: number;
  onChanged: () => void;
}

function BloodMarker({ patientId, code, fetchKey, onChanged }: Props) {
  const { t } = useTranslation();
  const actions = useActionParam(markerActions);
  const [searchParams] = useSearchParams();
  const data = useLazyLoadQuery<BloodMarkerPageQuery>(
    graphql`
      query BloodMarkerPageQuery($patientId: ID!, $code: String!, $limit: Int!) {
        bloodMarker(patientId: $patientId, code: $code) {
          ...MarkerSummary_marker
          ...MarkerTrend_marker
          ...UnitConversion_marker
          ...MarkerCodes_marker
          ...MarkerDescription_marker
          ...MarkerChips_marker
        }
        bloodMarkerHistory(patientId: $patientId, code: $code, limit: $limit) {
          id
          ...MarkerTrend_history
          ...MarkerHistoryTable_entries
          ...DeleteAnalysisDialog_entry
          ...EditAnalysisDialog_entry
        }
      }
    `,
    { patientId, code, limit: HISTORY_LIMIT },
    // A marker's id is its parameter's, the same for every patient: always the server's values of this patient.
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const marker = data.bloodMarker;
  if (!marker) return <NonIdealState icon="search" title={t('bloodResults.detail.notFound')} />;
  const analysisId = searchParams.get('analysisId');
  const closeDelete = () => actions.close('analysisId');
  const selectedEntry = data.bloodMarkerHistory.find((entry) => entry.id === analysisId) ?? null;

  return (
    <>
      <MarkerSummary markerRef={marker} />
      <MarkerTrend markerRef={marker} historyRef={data.bloodMarkerHistory} />
      <Card>
        <H4>{t('bloodResults.detail.history')}</H4>
        <MarkerHistoryTable
          entriesRef={data.bloodMarkerHistory}
          onDelete={(id) => actions.open('delete_analysis', { analysisId: id })}
          onEdit={(id) => actions.open('edit_analysis', { analysisId: id })}
        />
      </Card>
      <Card className="marker-knowledge">
        <UnitConversion markerRef={marker} />
        <MarkerDescription markerRef={marker} />
        <MarkerChips patientId={patientId} markerRef={marker} />
        <MarkerCodes markerRef={marker} />
      </Card>
      {actions.action === 'delete_analysis' && analysisId !== null && (
        <DeleteAnalysisDialog
          entryRef={selectedEntry}
          onClose={closeDelete}
          onDeleted={() => {
            closeDelete();
            onChanged();
          }}
        />
      )}
      {actions.action === 'edit_analysis' && analysisId !== null && (
        <EditAnalysisDialog
          code={code}
          entryRef={selectedEntry}
          onClose={closeDelete}
          onSaved={() => {
            closeDelete();
            onChanged();
          }}
        />
      )}
    </>
  );
}
