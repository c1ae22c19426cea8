import { Card, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { type SubscriptionStatisticsQuery } from './__generated__/SubscriptionStatisticsQuery.graphql';

const figures = ['active', 'paused', 'canceled', 'total'] as const;

/** The stats block of the admin subscriptions list: plans by status. */
export function SubscriptionStatistics({ fetchKey }: { fetchKey: number }) {
  const { t } = useTranslation();
  const { subscriptionStatistics } = useLazyLoadQuery<SubscriptionStatisticsQuery>(
    graphql`
      query SubscriptionStatisticsQuery {
        subscriptionStatistics {
          active
          paused
          canceled
          total
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { active, paused, canceled, total } = subscriptionStatistics;
  const values = { active, paused, canceled, total };
  return (
    <div className="admin-stat-cards">
      {figures.map((figure) => (
        <Card key={figure} className="admin-stat-card" data-figure={figure}>
          <div className={Classes.TEXT_MUTED}>{t(`adminSubscriptions.stats.${figure}`)}</div>
          <strong>{values[figure]}</strong>
        </Card>
      ))}
    </div>
  );
}
