import { Card, Classes, H3, Icon, Intent, Tag } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { type OrderStatisticsCardsQuery } from './__generated__/OrderStatisticsCardsQuery.graphql';
import { comparisonView } from './comparison';

/**
 * The figures of the orders page since the first of the month (two compared with last month's span), the month's
 * chargebacks, and the refunds that failed and wait for an admin.
 */
export function OrderStatisticsCards({ fetchKey }: { fetchKey: number }) {
  const { t, i18n } = useTranslation();
  const { orderStatistics: stats } = useLazyLoadQuery<OrderStatisticsCardsQuery>(
    graphql`
      query OrderStatisticsCardsQuery {
        orderStatistics {
          placedOrdersCount
          placedOrdersSum
          placedOrdersAverage
          placedOrdersCountComparison
          placedOrdersSumComparison
          periodStart
          previousPeriodStart
          previousPeriodEnd
          chargebacksCount
          chargebacksSum
          failedRefundsCount
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const since = t('adminOrders.statistics.since', { date: formatDate(stats.periodStart) });
  const span = t('adminOrders.statistics.comparison', {
    from: formatDate(stats.previousPeriodStart),
    // The span ends before this instant: the last day it covers.
    to: formatDate(new Date(new Date(stats.previousPeriodEnd).getTime() - 1).toISOString()),
  });
  const comparison = (percent: number | null | undefined) => {
    const view = comparisonView(percent ?? null, i18n.language);
    return view.text === null ? (
      <span className={Classes.TEXT_MUTED}>{t('adminOrders.statistics.noComparison')}</span>
    ) : (
      <>
        <Tag minimal intent={view.intent} icon={<Icon icon={view.icon} />}>
          {view.text}
        </Tag>{' '}
        <span className={Classes.TEXT_MUTED}>{span}</span>
      </>
    );
  };
  return (
    <StatisticCardsFrame
      cards={[
        {
          label: t('adminOrders.statistics.count'),
          value: String(stats.placedOrdersCount),
          footer: comparison(stats.placedOrdersCountComparison),
        },
        {
          label: t('adminOrders.statistics.sum'),
          value: formatEuro(stats.placedOrdersSum),
          footer: comparison(stats.placedOrdersSumComparison),
        },
        {
          label: t('adminOrders.statistics.average'),
          value: formatEuro(stats.placedOrdersAverage),
          footer: since,
        },
        {
          label: t('adminOrders.statistics.chargebacks'),
          value: String(stats.chargebacksCount),
          footer: t('adminOrders.statistics.chargebacksSum', {
            sum: formatEuro(stats.chargebacksSum),
            since,
          }),
        },
        {
          label: t('adminOrders.statistics.failedRefunds'),
          value: String(stats.failedRefundsCount),
          // Not the colour alone: the tag says why the figure is red.
          problem: stats.failedRefundsCount > 0,
          footer:
            stats.failedRefundsCount > 0 ? (
              <Tag minimal intent={Intent.DANGER} icon="error">
                {t('adminOrders.statistics.failedRefundsWaiting')}
              </Tag>
            ) : (
              <span className={Classes.TEXT_MUTED}>{t('adminOrders.statistics.failedRefundsNone')}</span>
            ),
        },
      ]}
      label={since}
    />
  );
}

interface StatisticCard {
  label: string;
  value: string;
  footer: ReactNode;
  /** A figure that needs an admin: shown red. */
  problem?: boolean;
}

function StatisticCardsFrame({ cards, label }: { cards: StatisticCard[] | null; label: string }) {
  const { t } = useTranslation();
  const shown: StatisticCard[] = cards ?? [
    // Not a figure: nothing may read the placeholder as a count.
    { label: t('adminOrders.statistics.count'), value: '—', footer: '…' },
    { label: t('adminOrders.statistics.sum'), value: '— €', footer: '…' },
    { label: t('adminOrders.statistics.average'), value: '— €', footer: '…' },
    { label: t('adminOrders.statistics.chargebacks'), value: '—', footer: '…' },
    { label: t('adminOrders.statistics.failedRefunds'), value: '—', footer: '…' },
  ];
  return (
    <section className="admin-order-statistics" aria-label={label} aria-busy={cards === null}>
      {shown.map((card) => (
        <Card
          key={card.label}
          className={
            card.problem ? 'admin-order-statistic admin-order-statistic-problem' : 'admin-order-statistic'
          }
          role="group"
          aria-label={card.label}
        >
          <div className={Classes.TEXT_MUTED}>{card.label}</div>
          <H3 className={cards === null ? Classes.SKELETON : undefined}>{card.value}</H3>
          <div className={cards === null ? Classes.SKELETON : 'admin-order-statistic-footer'}>
            {card.footer}
          </div>
        </Card>
      ))}
    </section>
  );
}

/** The cards' shape while the statistics load. */
export function OrderStatisticsSkeleton() {
  const { t } = useTranslation();
  return <StatisticCardsFrame cards={null} label={t('adminOrders.statistics.count')} />;
}
