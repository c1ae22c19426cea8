import {
  AnchorButton,
  Button,
  Callout,
  Card,
  H1,
  H2,
  Intent,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { useRestResource } from '../../../http/useRestResource';
import { usePatientSession } from '../../../session/patientSession';
import { useInternalLink } from '../../../shared/links/useInternalLink';
import { StatusTag } from '../../../shared/status';
import { NextProduction } from '../plan/NextProduction';
import { patientHome, type PatientHome } from './patientHomeApi';

/** `/patient`: what is open for the patient, the latest released report and the plan, each with its way on. */
export function PatientHomePage() {
  const { t } = useTranslation();
  const { user } = usePatientSession();
  const { state, reload } = useRestResource(patientHome);
  return (
    <div className="patient-home">
      <H1 className="patient-page-title">
        {user
          ? t('patientPortal.home.greeting', { name: user.first_name })
          : t('patientPortal.navigation.home')}
      </H1>
      {state.status === 'loading' && <Spinner className="page-spinner" />}
      {(state.status === 'failed' || state.status === 'notFound') && (
        <Callout intent={Intent.DANGER} title={t('patientPortal.home.loadFailed')}>
          <Button icon="refresh" text={t('patientPortal.account.reload')} onClick={reload} />
        </Callout>
      )}
      {state.status === 'loaded' && <HomeSections home={state.data} />}
    </div>
  );
}

function HomeSections({ home }: { home: PatientHome }) {
  return (
    <>
      <OpenTasks home={home} />
      <LatestResult release={home.latestRelease} />
      <PlanSummary plan={home.plan} />
    </>
  );
}

function OpenTasks({ home }: { home: PatientHome }) {
  const { t } = useTranslation();
  const { questionnaire, openPayments } = home;
  return (
    <Card className="patient-home-section" aria-labelledby="patient-home-open">
      <H2 id="patient-home-open">{t('patientPortal.home.openTitle')}</H2>
      {questionnaire === null && openPayments.length === 0 ? (
        <p>{t('patientPortal.home.nothingOpen')}</p>
      ) : (
        <ul className="patient-task-list">
          {openPayments.map((payment) => (
            <li className="patient-task" key={payment.orderId}>
              <div>
                <strong>{t('patientPortal.home.paymentTitle', { number: payment.orderNumber ?? '' })}</strong>
                <p>{t('patientPortal.home.paymentText', { amount: formatEuro(payment.total) })}</p>
              </div>
              {/* The payment page is on the main site (outside /patient): a full page load. */}
              <AnchorButton
                intent={Intent.PRIMARY}
                size="large"
                href={payment.paymentUrl}
                text={t('patientPortal.home.paymentAction')}
              />
            </li>
          ))}
          {questionnaire !== null && (
            <li className="patient-task">
              <div>
                <strong>{t('patientPortal.home.questionnaireTitle')}</strong>
                <p>
                  {t('patientPortal.home.questionnaireText', { date: formatDate(questionnaire.expiresAt) })}
                </p>
              </div>
              {/* The questionnaire lives on the main site: a full page load; the birth date opens it. */}
              <AnchorButton
                intent={Intent.PRIMARY}
                size="large"
                href={questionnaire.url}
                text={t('patientPortal.home.questionnaireAction')}
              />
            </li>
          )}
        </ul>
      )}
    </Card>
  );
}

function LatestResult({ release }: { release: PatientHome['latestRelease'] }) {
  const { t } = useTranslation();
  const toResult = useInternalLink(release ? `/results/${release.id}` : '/results');
  return (
    <Card className="patient-home-section" aria-labelledby="patient-home-result">
      <H2 id="patient-home-result">{t('patientPortal.home.resultTitle')}</H2>
      {release === null ? (
        <NonIdealState icon="document" description={t('patientPortal.home.noResult')} />
      ) : (
        <div className="patient-task">
          <p>
            {t('patientPortal.home.resultText', {
              report: t(`patientPortal.reportKinds.${release.kind}`),
              date: formatDate(release.releasedAt),
            })}
          </p>
          <AnchorButton role="link" size="large" text={t('patientPortal.home.resultAction')} {...toResult} />
        </div>
      )}
    </Card>
  );
}

function PlanSummary({ plan }: { plan: PatientHome['plan'] }) {
  const { t } = useTranslation();
  const toPlan = useInternalLink('/plan');
  if (plan === null) return null;
  return (
    <Card className="patient-home-section" aria-labelledby="patient-home-plan">
      <H2 id="patient-home-plan">{t('patientPortal.home.planTitle')}</H2>
      <div className="patient-task">
        <dl className="patient-portal-facts">
          <dt>{t('patientOrders.plan.status')}</dt>
          <dd>
            <StatusTag kind="subscription" value={plan.status} />
          </dd>
          <dt>{t('patientOrders.plan.nextProduction')}</dt>
          <dd>
            <NextProduction plan={plan} />
          </dd>
        </dl>
        <AnchorButton role="link" size="large" text={t('patientPortal.home.planAction')} {...toPlan} />
      </div>
    </Card>
  );
}
