import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ChartCard } from '../../shared/charts/ChartCard';
import { formatEuro, formatMonth } from '../../shared/charts/chartFormat';
import { type FeesPerMonthCardQuery } from './__generated__/FeesPerMonthCardQuery.graphql';

// recharts only when the chart is drawn: not in the first bundle of /login or /patients.
const FeesPerMonthChart = lazy(() => import('./FeesPerMonthChart'));

/** /financial: the practice's consulting fees per month of the last 12 months, with the same numbers as a table. */
export function FeesPerMonthCard({ fetchKey }: { fetchKey: number }) {
  const { t } = useTranslation();
  const { consultingFeesPerMonth: months } = useLazyLoadQuery<FeesPerMonthCardQuery>(
    graphql`
      query FeesPerMonthCardQuery {
        consultingFeesPerMonth {
          month
          amount
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return (
    <ChartCard
      title={t('financial.chart.title')}
      empty={months.every((row) => row.amount === 0)}
      emptyText={t('financial.chart.empty')}
      table={{
        caption: t('financial.chart.caption'),
        columns: [t('financial.chart.monthAxis'), t('financial.chart.amount')],
        rows: months.map((row) => [formatMonth(row.month), formatEuro(row.amount)]),
      }}
    >
      <FeesPerMonthChart
        months={months}
        labels={{
          xAxis: t('financial.chart.monthAxis'),
          yAxis: t('financial.chart.amountAxis'),
          amount: t('financial.chart.amount'),
        }}
      />
    </ChartCard>
  );
}
