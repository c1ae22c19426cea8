import './therapists.css';
import { Button, H2, Intent } from '@blueprintjs/core';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../shared/actions/useActionParam';
import { lazyDialog } from '../../shared/dialogs/lazyDialog';
import { ExportAction, ExportButton } from '../../shared/export/ExportAction';
import { QueryErrorBoundary } from '../../shared/query/QueryErrorBoundary';
import { SEARCH_DEBOUNCE_MS } from '../../shared/search/useDebouncedValue';
import { CreateCreditNoteAction } from '../credit-notes/generate/CreateCreditNoteAction';
import { useUrlSearchText } from '../orders/list/useUrlSearchText';
import { SkeletonTable } from '../results/shared/SkeletonTable';
import { useTherapistRowActions } from './actions/useTherapistRowActions';
import { TherapistsFilters } from './list/TherapistsFilters';
import { TherapistsResults } from './list/TherapistsResults';
import { therapistColumns } from './list/TherapistsTable';
import { therapistActions } from './therapistActions';
import {
  readTherapistsListParams,
  type TherapistsListParams,
  writeTherapistsListParams,
} from './therapistsListParams';

const InviteDoctorDialog = lazyDialog(() => import('./invite/InviteDoctorDialog'), 'InviteDoctorDialog');

/** /admin/therapists: every doctor, newest first; search, filters, sortable columns and the row actions. */
export function TherapistsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readTherapistsListParams(searchParams);
  const change = useCallback(
    (next: Partial<TherapistsListParams>) =>
      setSearchParams((current) => writeTherapistsListParams(current, next)),
    [setSearchParams],
  );
  const [searchText, setSearchText] = useUrlSearchText(
    params.search,
    useCallback((search: string) => change({ search }), [change]),
    SEARCH_DEBOUNCE_MS,
  );
  const actions = useActionParam(therapistActions);
  const onAction = useTherapistRowActions();
  // Bumped after an invitation or a deletion, so the list asks the server again.
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((key) => key + 1);
  const skeleton = (
    <SkeletonTable
      className="therapists-table"
      rows={params.first}
      columns={therapistColumns.map(({ label }) => t(label))}
    />
  );

  return (
    <section className="therapists-page">
      <div className="page-header">
        <H2>{t('therapists.list.title')}</H2>
        <div className="page-actions">
          <ExportButton />
          <Button
            intent={Intent.PRIMARY}
            icon="add"
            text={t('therapists.list.invite')}
            onClick={() => actions.open('invite_doctor')}
          />
        </div>
      </div>
      <Suspense fallback={null}>
        <TherapistsFilters
          params={params}
          searchText={searchText}
          onSearchText={setSearchText}
          onChange={change}
        />
      </Suspense>
      <QueryErrorBoundary
        title={t('therapists.list.loadFailed')}
        retryText={t('therapists.list.retry')}
        onRetry={refresh}
      >
        <Suspense fallback={skeleton}>
          <TherapistsResults
            params={params}
            fetchKey={fetchKey}
            onChange={change}
            onInvite={() => actions.open('invite_doctor')}
            onAction={onAction}
            onDeleted={refresh}
          />
        </Suspense>
      </QueryErrorBoundary>
      {actions.action === 'invite_doctor' && (
        <Suspense fallback={null}>
          <InviteDoctorDialog
            onClose={() => actions.close()}
            onInvited={() => {
              actions.close();
              refresh();
            }}
          />
        </Suspense>
      )}
      <CreateCreditNoteAction onGenerated={refresh} />
      <ExportAction resource="doctors" />
    </section>
  );
}
