import { Suspense, useState } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { BackLink } from '../shared/BackLink';
import { type DnaMarkerPageQuery } from './__generated__/DnaMarkerPageQuery.graphql';
import { DnaMarkerDetail } from './DnaMarkerDetail';

/** /patients/{patientId}/dna-analysis/{code}: one DNA marker with the patient's genetic result. */
export function DnaMarkerPage() {
  const { t } = useTranslation();
  const { patientId = '', code = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <section className="result-detail">
      <BackLink to={`/patients/${patientId}/dna-analysis`} text={t('dnaAnalysis.detail.back')} />
      <QueryErrorBoundary
        title={t('dnaAnalysis.detail.loadFailed')}
        retryText={t('dnaAnalysis.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
          <DnaMarker patientId={patientId} code={code} fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}

function DnaMarker({ patientId, code, fetchKey }: { patientId: string; code: string; fetchKey: number }) {
  const { t } = useTranslation();
  const { dnaMarker } = useLazyLoadQuery<DnaMarkerPageQuery>(
    graphql`
      query DnaMarkerPageQuery($patientId: ID!, $code: String!) {
        dnaMarker(patientId: $patientId, code: $code) {
          ...DnaMarkerDetail_marker
        }
      }
    `,
    { patientId, code },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  if (!dnaMarker) return <NonIdealState icon="search" title={t('dnaAnalysis.notFound')} />;
  return <DnaMarkerDetail markerRef={dnaMarker} patientId={patientId} />;
}
