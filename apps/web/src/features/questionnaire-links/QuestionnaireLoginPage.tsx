import { Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { AuthCard } from '../../shared/layout/AuthCard';
import { usePatientSession } from '../../session/patientSession';
import { BirthDateForm } from './BirthDateForm';
import { signedLinkQuery } from './linkParams';
import { LinkNotice } from './LinkNotice';
import { useLinkSession } from './linkSession';
import { fillQuestionnairePath, isSignedInThrough } from './patientAccess';

/**
 * `/patients/{guid}/login?expires&signature`, the link of the questionnaire mail: the patient proves it with the
 * birth date and goes on to the questionnaire.
 */
export function QuestionnaireLoginPage() {
  const { t } = useTranslation();
  const { patient = '' } = useParams();
  const { search } = useLocation();
  const session = usePatientSession();
  const link = useLinkSession();
  const [expired, setExpired] = useState(false);
  const query = signedLinkQuery(search);

  if (isSignedInThrough(session, link, patient) && session.patientId !== null)
    return <Navigate to={fillQuestionnairePath(session.patientId)} replace />;
  if (expired) return <LinkNotice kind="expired" />;
  return (
    <AuthCard title={t('questionnaireLink.login.title')}>
      <div className="questionnaire-link-login">
        <p>{t('questionnaireLink.login.intro')}</p>
        {query === null ? (
          <Callout intent={Intent.DANGER}>{t('questionnaireLink.login.invalidLink')}</Callout>
        ) : (
          <BirthDateForm patient={patient} query={query} onExpired={() => setExpired(true)} />
        )}
      </div>
    </AuthCard>
  );
}
