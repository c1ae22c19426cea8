import '../../../shared/lists/adminLists.css';
import { Classes, H2, InputGroup } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { lazyDialog } from '../../../shared/dialogs/lazyDialog';
import { ExportAction, ExportButton } from '../../../shared/export/ExportAction';
import { useUrlListParams } from '../../../shared/lists/useUrlListParams';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { useUrlSearchText } from '../../orders/list/useUrlSearchText';
import { SkeletonTable } from '../../results/shared/SkeletonTable';
import { useAdminPatientActions } from './adminPatientActions';
import { readAdminPatientsListParams, writeAdminPatientsListParams } from './adminPatientsListParams';
import { AdminPatientsFilters } from './AdminPatientsFilters';
import { AdminPatientsResults } from './AdminPatientsResults';
import { adminPatientColumns } from './AdminPatientsTable';

const ConsentHistoryDialog = lazyDialog(
  () => import('../../consents/ConsentHistoryDialog'),
  'ConsentHistoryDialog',
);
const InvitePatientDialog = lazyDialog(() => import('./InvitePatientDialog'), 'InvitePatientDialog');
const RelocatePatientDialog = lazyDialog(() => import('./RelocatePatientDialog'), 'RelocatePatientDialog');

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/patients: every patient, newest first; search, filters, relocation and portal invitations. */
export function AdminPatientsPage() {
  const { t } = useTranslation();
  const { params, change } = useUrlListParams(readAdminPatientsListParams, writeAdminPatientsListParams);
  const [searchText, setSearchText] = useUrlSearchText(
    params.search,
    (search) => change({ search }),
    SEARCH_DEBOUNCE_MS,
  );
  const [fetchKey, setFetchKey] = useState(0);
  const actions = useAdminPatientActions();
  const [searchParams] = useSearchParams();
  const guid = searchParams.get('patientGuid');
  const patientId = searchParams.get('patientId');
  const name = searchParams.get('patientName') ?? '';
  const email = searchParams.get('patientEmail') ?? '';

  return (
    <section className="admin-list-page">
      <div className="page-header">
        <H2>{t('adminPatients.title')}</H2>
        <ExportButton />
      </div>
      <InputGroup
        type="search"
        leftIcon="search"
        className={Classes.FILL}
        aria-label={t('adminPatients.searchPlaceholder')}
        placeholder={t('adminPatients.searchPlaceholder')}
        value={searchText}
        onValueChange={setSearchText}
      />
      <AdminPatientsFilters params={params} onChange={change} />
      <QueryErrorBoundary
        title={t('adminPatients.loadFailed')}
        retryText={t('adminPatients.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense
          fallback={
            <SkeletonTable
              className="admin-list-table"
              rows={params.first}
              columns={adminPatientColumns.map((column) => t(`adminPatients.columns.${column}`))}
            />
          }
        >
          <AdminPatientsResults params={params} fetchKey={fetchKey} onChange={change} />
        </Suspense>
      </QueryErrorBoundary>
      {actions.action === 'patient_relocation' && guid && (
        <RelocatePatientDialog
          patientGuid={guid}
          patientName={name}
          onClose={actions.closeDialog}
          onRelocated={() => {
            actions.closeDialog();
            setFetchKey((key) => key + 1);
          }}
        />
      )}
      {actions.action === 'invite_patient' && guid && (
        <InvitePatientDialog
          patientGuid={guid}
          patientName={name}
          patientEmail={email}
          onClose={actions.closeDialog}
        />
      )}
      {actions.action === 'consent_history' && patientId && (
        <ConsentHistoryDialog patientId={patientId} name={name} onClose={actions.closeDialog} />
      )}
      <ExportAction resource="patients" />
    </section>
  );
}
