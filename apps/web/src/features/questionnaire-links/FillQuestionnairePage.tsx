import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { AuthCard } from '../../shared/layout/AuthCard';
import { QueryErrorBoundary } from '../../shared/query/QueryErrorBoundary';
import { usePatientSession } from '../../session/patientSession';
import { type FillQuestionnairePageQuery } from './__generated__/FillQuestionnairePageQuery.graphql';
import { FillQuestionnaireForm } from './FillQuestionnaireForm';
import { LinkNotice } from './LinkNotice';
import { useLinkSession } from './linkSession';
import { hasQuestionnaireSession } from './patientAccess';

/** `/patients/{patientId}/fill-questionnaire`: needs the patient session the link's birth date opened. */
export function FillQuestionnairePage() {
  const { t } = useTranslation();
  const { patientId = '' } = useParams();
  const session = usePatientSession();
  const link = useLinkSession();
  const [fetchKey, setFetchKey] = useState(0);
  // Also when the session ends meanwhile (a session-expired answer clears the store).
  if (!hasQuestionnaireSession(session, link, patientId)) return <LinkNotice kind="openLinkAgain" />;
  return (
    <QueryErrorBoundary
      title={t('questionnaireLink.fill.loadFailed')}
      retryText={t('questionnaireLink.fill.retry')}
      onRetry={() => setFetchKey((key) => key + 1)}
    >
      <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
        <FillQuestionnaire patientId={patientId} fetchKey={fetchKey} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

function FillQuestionnaire({ patientId, fetchKey }: { patientId: string; fetchKey: number }) {
  const { t } = useTranslation();
  const { patientInfo } = useLazyLoadQuery<FillQuestionnairePageQuery>(
    graphql`
      query FillQuestionnairePageQuery {
        patientInfo {
          isLifestyleQuestionnaireAvailable
          ...FillQuestionnaireForm_patient
        }
      }
    `,
    {},
    // Whether the link is still open is the server's to say, every time the page opens.
    { fetchKey, fetchPolicy: 'network-only' },
  );
  if (!patientInfo.isLifestyleQuestionnaireAvailable) return <LinkNotice kind="unavailable" />;
  return (
    <AuthCard title={t('questionnaireLink.fill.title')} wide>
      <FillQuestionnaireForm patientId={patientId} patientRef={patientInfo} />
    </AuthCard>
  );
}
