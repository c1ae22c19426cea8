import { Button, Classes, H2, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { lazyDialog } from '../../../shared/dialogs/lazyDialog';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { WorkQueuePanel } from '../../work-queue/WorkQueuePanel';
import { useRouteQuery } from '../../../relay/routeQuery';
import { type PatientsListResultsQuery } from './__generated__/PatientsListResultsQuery.graphql';
import { PatientsListResults, patientsListResultsQuery } from './PatientsListResults';
import { useDebouncedValue } from '../../../shared/search/useDebouncedValue';
import { usePatientListParams } from './usePatientListParams';

const CancelOrderDialog = lazyDialog(
  () => import('../../orders/cancel/CancelOrderDialog'),
  'CancelOrderDialog',
);
const RemovePatientDialog = lazyDialog(() => import('../remove/RemovePatientDialog'), 'RemovePatientDialog');
const NewPatientWizard = lazyDialog(() => import('../wizard/NewPatientWizard'), 'NewPatientWizard');

export const patientListActions = ['new_patient', 'delete_patient', 'cancel_order'] as const;

export function PatientsListPage() {
  const { t } = useTranslation();
  const { params, change } = usePatientListParams();
  const actions = useActionParam(patientListActions);
  const { action } = actions;
  const [searchParams] = useSearchParams();
  const [searchText, setSearchText] = useState(params.search);
  const debouncedSearch = useDebouncedValue(searchText);
  // Started by the route's loader; after a patient was created or removed (or a failure), asked from the server again.
  const { queryRef, load } = useRouteQuery<PatientsListResultsQuery>(patientsListResultsQuery);
  const refresh = () => load();

  // The search last written to (or read from) the URL: typing writes it once it settles; back/forward reads it.
  const urlSearch = useRef(params.search);
  useEffect(() => {
    if (debouncedSearch.trim() === urlSearch.current) return;
    urlSearch.current = debouncedSearch.trim();
    change({ search: debouncedSearch });
  }, [debouncedSearch, change]);
  useEffect(() => {
    if (params.search === urlSearch.current) return;
    urlSearch.current = params.search;
    setSearchText(params.search);
  }, [params.search]);

  const patientId = searchParams.get('patientId');
  const orderId = searchParams.get('orderId');
  const openWizard = () => actions.open('new_patient');

  return (
    <section className="patients-list">
      <div className="page-header">
        <H2>{t('patients.list.title')}</H2>
        <Button
          intent={Intent.PRIMARY}
          icon="add"
          text={t('patients.list.newPatient')}
          onClick={openWizard}
        />
      </div>
      <WorkQueuePanel audience="doctor" />
      <InputGroup
        type="search"
        leftIcon="search"
        className={Classes.FILL}
        aria-label={t('patients.list.searchPlaceholder')}
        placeholder={t('patients.list.searchPlaceholder')}
        value={searchText}
        onValueChange={setSearchText}
      />
      <QueryErrorBoundary
        title={t('patients.list.loadFailed')}
        retryText={t('patients.list.retry')}
        onRetry={refresh}
      >
        <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
          <PatientsListResults
            params={params}
            queryRef={queryRef}
            onChange={change}
            onCreatePatient={openWizard}
            onRemovePatient={(id) => actions.open('delete_patient', { patientId: id })}
          />
        </Suspense>
      </QueryErrorBoundary>
      {action === 'new_patient' && <NewPatientWizard onClose={() => actions.close()} onCreated={refresh} />}
      {action === 'delete_patient' && patientId !== null && (
        <RemovePatientDialog
          patientId={patientId}
          onClose={() => actions.close('patientId')}
          onDone={() => {
            actions.close('patientId');
            refresh();
          }}
        />
      )}
      {action === 'cancel_order' && orderId !== null && (
        <CancelOrderDialog orderId={orderId} onClose={() => actions.close('orderId')} />
      )}
    </section>
  );
}
