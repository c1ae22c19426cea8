import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PatientsPager } from '../../patients/list/PatientsPager';
import {
  type AdminSubscriptionsListParams,
  adminSubscriptionsQueryVariables,
} from './adminSubscriptionsListParams';
import { AdminSubscriptionRow } from './AdminSubscriptionRow';
import { type AdminSubscriptionsResultsQuery } from './__generated__/AdminSubscriptionsResultsQuery.graphql';
import { DataTable, Th } from '../../../shared/table';

export const adminSubscriptionColumns = [
  'number',
  'patient',
  'status',
  'startDate',
  'periodEnd',
  'unpaid',
  'orders',
] as const;

interface Props {
  params: AdminSubscriptionsListParams;
  fetchKey: number;
  onChange: (change: Partial<AdminSubscriptionsListParams>) => void;
}

/** A page of subscriptions, newest first, expandable to their orders; or the empty state. */
export function AdminSubscriptionsResults({ params, fetchKey, onChange }: Props) {
  const { t } = useTranslation();
  const { subscriptions } = useLazyLoadQuery<AdminSubscriptionsResultsQuery>(
    graphql`
      query AdminSubscriptionsResultsQuery(
        $first: Int!
        $page: Int!
        $search: String
        $doctorId: ID
        $status: SubscriptionStatus
      ) {
        subscriptions(first: $first, page: $page, search: $search, doctorId: $doctorId, status: $status) {
          paginatorInfo {
            total
            lastPage
            totalIsLowerBound
          }
          data {
            id
            ...AdminSubscriptionRow_subscription
          }
        }
      }
    `,
    adminSubscriptionsQueryVariables(params),
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { total, lastPage, totalIsLowerBound } = subscriptions.paginatorInfo;
  const filtered = params.search !== '' || params.doctorId !== null || params.status !== null;
  if (total === 0 && !filtered)
    return (
      <NonIdealState
        icon="repeat"
        title={t('adminSubscriptions.empty')}
        description={t('adminSubscriptions.emptyHint')}
      />
    );
  if (total === 0)
    return (
      <NonIdealState
        icon="search"
        title={t('adminSubscriptions.noMatches')}
        action={
          <Button
            variant="minimal"
            text={t('adminSubscriptions.clearFilters')}
            onClick={() => onChange({ search: '', doctorId: null, status: null })}
          />
        }
      />
    );
  return (
    <>
      <DataTable className="admin-list-table" striped>
        <thead>
          <tr>
            <Th>
              <span className="visually-hidden">{t('common.columns.expand')}</span>
            </Th>
            {adminSubscriptionColumns.map((column) => (
              <Th key={column} numeric={column === 'unpaid' || column === 'orders'}>
                {t(`adminSubscriptions.columns.${column}`)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {subscriptions.data.map((plan) => (
            <AdminSubscriptionRow
              key={plan.id}
              subscriptionRef={plan}
              columns={adminSubscriptionColumns.length + 1}
            />
          ))}
        </tbody>
      </DataTable>
      <PatientsPager
        page={params.page}
        first={params.first}
        lastPage={lastPage}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        pageOfKey="adminSubscriptions.pageOf"
        onChange={(change) =>
          onChange(change.page !== undefined ? { page: change.page } : { first: change.first })
        }
      />
    </>
  );
}
