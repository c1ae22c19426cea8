import '../../../shared/lists/adminLists.css';
import { Classes, FormGroup, H2, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlListParams } from '../../../shared/lists/useUrlListParams';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { DoctorFilter } from '../../patients/admin/DoctorFilter';
import { useUrlSearchText } from '../../orders/list/useUrlSearchText';
import { SkeletonTable } from '../../results/shared/SkeletonTable';
import { subscriptionStatusTag } from '../subscriptionStatus';
import {
  readAdminSubscriptionsListParams,
  subscriptionStatuses,
  writeAdminSubscriptionsListParams,
} from './adminSubscriptionsListParams';
import { adminSubscriptionColumns, AdminSubscriptionsResults } from './AdminSubscriptionsResults';
import { SubscriptionStatistics } from './SubscriptionStatistics';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/subscriptions: the totals, then every plan (newest first) by number, doctor and status; order details
 * and start production open over it from the URL (the shell's OrderDetailsAction).
 */
export function AdminSubscriptionsPage() {
  const { t } = useTranslation();
  const { params, change } = useUrlListParams(
    readAdminSubscriptionsListParams,
    writeAdminSubscriptionsListParams,
  );
  const [searchText, setSearchText] = useUrlSearchText(
    params.search,
    (search) => change({ search }),
    SEARCH_DEBOUNCE_MS,
  );
  const [fetchKey, setFetchKey] = useState(0);
  const doctorId = useId();
  const statusId = useId();
  const retry = () => setFetchKey((key) => key + 1);
  return (
    <section className="admin-list-page">
      <div className="page-header">
        <H2>{t('adminSubscriptions.title')}</H2>
      </div>
      <QueryErrorBoundary
        title={t('adminSubscriptions.loadFailed')}
        retryText={t('adminSubscriptions.retry')}
        onRetry={retry}
      >
        <Suspense fallback={<div className={`admin-stat-cards ${Classes.SKELETON}`} />}>
          <SubscriptionStatistics fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
      <InputGroup
        type="search"
        leftIcon="search"
        className={Classes.FILL}
        aria-label={t('adminSubscriptions.searchPlaceholder')}
        placeholder={t('adminSubscriptions.searchPlaceholder')}
        value={searchText}
        onValueChange={setSearchText}
      />
      <div className="admin-list-filters">
        <FormGroup label={t('adminSubscriptions.filters.doctor')} labelFor={doctorId} inline>
          <DoctorFilter
            id={doctorId}
            doctorId={params.doctorId}
            onChange={(doctor) => change({ doctorId: doctor })}
            allText={t('adminSubscriptions.filters.allDoctors')}
          />
        </FormGroup>
        <FormGroup label={t('adminSubscriptions.filters.status')} labelFor={statusId} inline>
          <HTMLSelect
            id={statusId}
            value={params.status ?? ''}
            options={[
              { value: '', label: t('adminSubscriptions.filters.allStatuses') },
              ...subscriptionStatuses.map((status) => ({
                value: status,
                label: t(subscriptionStatusTag(status).label),
              })),
            ]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              change({ status: subscriptionStatuses.find((status) => status === value) ?? null });
            }}
          />
        </FormGroup>
      </div>
      <QueryErrorBoundary
        title={t('adminSubscriptions.loadFailed')}
        retryText={t('adminSubscriptions.retry')}
        onRetry={retry}
      >
        <Suspense
          fallback={
            <SkeletonTable
              className="admin-list-table"
              rows={params.first}
              columns={[
                '',
                ...adminSubscriptionColumns.map((column) => t(`adminSubscriptions.columns.${column}`)),
              ]}
            />
          }
        >
          <AdminSubscriptionsResults params={params} fetchKey={fetchKey} onChange={change} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}
