import { Callout, Intent, NonIdealState, Spinner, Tab, TabPanel, Tabs } from '@blueprintjs/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useRouteQuery } from '../../../relay/routeQuery';
import { useLoadCountries } from '../../../shared/countries/useCountries';
import { useProcessingPoll } from '../processing/useProcessingPoll';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { type PatientProfilePageQuery } from './__generated__/PatientProfilePageQuery.graphql';
import { PatientCard } from './PatientCard';
import { patientTabs, selectedPatientTab } from './patientTabs';
import { type PatientProfileData } from './usePatientProfile';

const patientProfilePageQuery = graphql`
  query PatientProfilePageQuery($id: ID!) {
    patient(id: $id) {
      ...PatientCard_patient
      ...useProcessingPoll_patient
      # The tabs read their data through the outlet (usePatientProfile): the whole profile is one query.
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...PersonalInfoForm_patient
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...LifestyleQuestionnaire_patient
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...QuestionnaireLinkPanel_patient
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...MicronutrientsEditor_patient
    }
  }
`;

/** /patients/{patientId}: the left card, the tabs and the open tab, all from one query started by the route. */
export function PatientProfilePage() {
  const { t } = useTranslation();
  const { queryRef, load } = useRouteQuery<PatientProfilePageQuery>(patientProfilePageQuery);
  return (
    <QueryErrorBoundary
      title={t('patients.profile.loadFailed')}
      retryText={t('patients.list.retry')}
      onRetry={() => load()}
    >
      <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
        <PatientProfile queryRef={queryRef} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

function PatientProfile({ queryRef }: { queryRef: PreloadedQuery<PatientProfilePageQuery> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useLoadCountries();
  const data = usePreloadedQuery<PatientProfilePageQuery>(patientProfilePageQuery, queryRef);
  const isBeingProcessed = useProcessingPoll(data.patient);
  const selected = selectedPatientTab(pathname);
  const screen = (
    <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
      <Outlet context={{ patient: data.patient } satisfies PatientProfileData} />
    </Suspense>
  );

  return (
    <div className="patient-profile">
      <aside>
        <PatientCard patientRef={data.patient} />
      </aside>
      <section>
        <Tabs id="patient-tabs" selectedTabId={selected} onChange={(tab) => void navigate(String(tab))} large>
          {patientTabs.map((tab) => (
            <Tab key={tab.path} id={tab.path} title={t(tab.label)} />
          ))}
        </Tabs>
        {isBeingProcessed && <Callout intent={Intent.PRIMARY}>{t('patients.profile.processing')}</Callout>}
        {/* The tabs navigate between routes; the route's screen is the selected tab's panel (aria-controls). */}
        {selected === undefined ? (
          screen
        ) : (
          <TabPanel parentId="patient-tabs" id={selected} selectedTabId={selected} panel={screen} />
        )}
      </section>
    </div>
  );
}
