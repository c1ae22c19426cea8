import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ChartCard, ChartCardSkeleton } from '../../shared/charts/ChartCard';
import { countTick, formatDayMonth, formatEuro } from '../../shared/charts/chartFormat';
import { type DashboardChartsQuery } from './__generated__/DashboardChartsQuery.graphql';
import { type DayPoint } from './OrdersPerDayChart';

// recharts only when a chart is drawn: not in the first bundle of /login or /patients.
const OrdersPerDayChart = lazy(() => import('./OrdersPerDayChart'));
const SubscriptionsPerWeekChart = lazy(() => import('./SubscriptionsPerWeekChart'));

interface Day {
  readonly day: number;
  readonly orders: number;
  readonly revenue: number;
}

/** Day 1 to 31 with this month's and last month's figures side by side (a month's missing days stay empty). */
export function dayPoints(thisMonth: readonly Day[], lastMonth: readonly Day[]): DayPoint[] {
  const last = Math.max(0, ...thisMonth.map((d) => d.day), ...lastMonth.map((d) => d.day));
  return Array.from({ length: last }, (_, index) => {
    const day = index + 1;
    const now = thisMonth.find((d) => d.day === day);
    const before = lastMonth.find((d) => d.day === day);
    return {
      day,
      ordersThis: now?.orders,
      ordersLast: before?.orders,
      revenueThis: now?.revenue,
      revenueLast: before?.revenue,
    };
  });
}

const count = (value: number | undefined) => (value === undefined ? '–' : countTick(value));
const euro = (value: number | undefined) => (value === undefined ? '–' : formatEuro(value));

/** /admin: orders and revenue per day (this month against last month) and subscriptions per week. */
export function DashboardCharts({ fetchKey }: { fetchKey: number }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<DashboardChartsQuery>(
    graphql`
      query DashboardChartsQuery {
        adminOrdersPerDay {
          thisMonth {
            day
            orders
            revenue
          }
          lastMonth {
            day
            orders
            revenue
          }
        }
        adminSubscriptionsPerWeek {
          weekStart
          active
          paused
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { thisMonth, lastMonth } = data.adminOrdersPerDay;
  const days = dayPoints(thisMonth, lastMonth);
  const weeks = data.adminSubscriptionsPerWeek;
  return (
    <div className="dashboard-charts">
      <ChartCard
        title={t('adminDashboard.charts.ordersTitle')}
        empty={[...thisMonth, ...lastMonth].every((d) => d.orders === 0)}
        emptyText={t('adminDashboard.charts.ordersEmpty')}
        table={{
          caption: t('adminDashboard.charts.ordersCaption'),
          columns: [
            t('adminDashboard.charts.day'),
            t('adminDashboard.charts.ordersThisMonth'),
            t('adminDashboard.charts.ordersLastMonth'),
            t('adminDashboard.charts.revenueThisMonth'),
            t('adminDashboard.charts.revenueLastMonth'),
          ],
          rows: days.map((d) => [
            String(d.day),
            count(d.ordersThis),
            count(d.ordersLast),
            euro(d.revenueThis),
            euro(d.revenueLast),
          ]),
        }}
      >
        <OrdersPerDayChart
          days={days}
          labels={{
            dayAxis: t('adminDashboard.charts.dayAxis'),
            ordersAxis: t('adminDashboard.charts.ordersAxis'),
            revenueAxis: t('adminDashboard.charts.revenueAxis'),
            thisMonth: t('adminDashboard.charts.thisMonth'),
            lastMonth: t('adminDashboard.charts.lastMonth'),
          }}
        />
      </ChartCard>
      <ChartCard
        title={t('adminDashboard.charts.subscriptionsTitle')}
        empty={weeks.every((w) => w.active === 0 && w.paused === 0)}
        emptyText={t('adminDashboard.charts.subscriptionsEmpty')}
        table={{
          caption: t('adminDashboard.charts.subscriptionsCaption'),
          columns: [
            t('adminDashboard.charts.weekAxis'),
            t('adminDashboard.charts.active'),
            t('adminDashboard.charts.paused'),
          ],
          rows: weeks.map((w) => [formatDayMonth(w.weekStart), countTick(w.active), countTick(w.paused)]),
        }}
      >
        <SubscriptionsPerWeekChart
          weeks={weeks}
          labels={{
            weekAxis: t('adminDashboard.charts.weekAxis'),
            countAxis: t('adminDashboard.charts.countAxis'),
            active: t('adminDashboard.charts.active'),
            paused: t('adminDashboard.charts.paused'),
          }}
        />
      </ChartCard>
    </div>
  );
}

export function DashboardChartsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="dashboard-charts">
      <ChartCardSkeleton title={t('adminDashboard.charts.ordersTitle')} />
      <ChartCardSkeleton title={t('adminDashboard.charts.subscriptionsTitle')} />
    </div>
  );
}
