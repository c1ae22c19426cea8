import '../../shared/lists/adminLists.css';
import './adminDashboard.css';
import { H2 } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { AdminOrderDialogs } from '../orders/admin/dialogs/AdminOrderDialogs';
import { QueryErrorBoundary } from '../../shared/query/QueryErrorBoundary';
import { SkeletonTable } from '../results/shared/SkeletonTable';
import { WorkQueuePanel } from '../work-queue/WorkQueuePanel';
import { DashboardCharts, DashboardChartsSkeleton } from './DashboardCharts';
import { DashboardSidebar } from './DashboardSidebar';
import { LatestOrders } from './LatestOrders';
import { LatestTherapists } from './LatestTherapists';
import { type AdminDashboardPageQuery } from './__generated__/AdminDashboardPageQuery.graphql';

/** The spec's dashboard lists: 5 best sellers, 5 latest orders. */
const DASHBOARD_LIST_SIZE = 5;

/**
 * /admin: the charts (orders and revenue per day, subscriptions per week), a sidebar with the subscriber totals
 * and the month's best sellers, the five latest orders and the five latest therapists. The order dialogs of its search parameters open over it.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <section className="admin-dashboard">
      <div className="page-header">
        <H2>{t('adminDashboard.title')}</H2>
      </div>
      <WorkQueuePanel audience="admin" />
      <QueryErrorBoundary
        title={t('adminDashboard.charts.loadFailed')}
        retryText={t('adminDashboard.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense fallback={<DashboardChartsSkeleton />}>
          <DashboardCharts fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
      <QueryErrorBoundary
        title={t('adminDashboard.loadFailed')}
        retryText={t('adminDashboard.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense fallback={<DashboardSkeleton />}>
          <DashboardContent fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
      {/* cancel invoice, edit consulting fee, mark as paid, resend payment link …; details and start production
          are the shell's. */}
      <AdminOrderDialogs onChanged={() => setFetchKey((key) => key + 1)} />
    </section>
  );
}

function DashboardContent({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<AdminDashboardPageQuery>(
    graphql`
      query AdminDashboardPageQuery($first: Int!) {
        ...DashboardSidebar_query @arguments(first: $first)
        ...LatestOrders_query @arguments(first: $first)
        ...LatestTherapists_query @arguments(first: $first)
      }
    `,
    { first: DASHBOARD_LIST_SIZE },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return (
    <div className="admin-dashboard-layout">
      <DashboardSidebar queryRef={data} />
      <div className="admin-dashboard-main">
        <LatestOrders queryRef={data} />
        <LatestTherapists queryRef={data} />
      </div>
    </div>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="admin-dashboard-layout">
      <aside className="admin-dashboard-sidebar bp6-skeleton" />
      <div className="admin-dashboard-main">
        <SkeletonTable
          rows={DASHBOARD_LIST_SIZE}
          columns={[
            t('adminDashboard.latestOrders.number'),
            t('adminDashboard.latestOrders.patient'),
            t('adminDashboard.latestOrders.status'),
          ]}
        />
      </div>
    </div>
  );
}
