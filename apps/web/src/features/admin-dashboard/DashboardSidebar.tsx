import { Card, Classes, H4, HTMLTable } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { LifeCyclePhaseTag } from '../patients/admin/lifeCyclePhaseTag';
import { type DashboardSidebar_query$key } from './__generated__/DashboardSidebar_query.graphql';

const firstOfMonth = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), 1);
};

/** Subscriber totals, customers per lifecycle phase and the month's best sellers. */
export function DashboardSidebar({ queryRef }: { queryRef: DashboardSidebar_query$key }) {
  const { t, i18n } = useTranslation();
  const { adminDashboard, bestSellers } = useFragment(
    graphql`
      fragment DashboardSidebar_query on Query @argumentDefinitions(first: { type: "Int!" }) {
        adminDashboard {
          activeSubscriptions
          pausedSubscriptions
          totalCustomers
          customers {
            lifeCyclePhase
            total
          }
        }
        bestSellers(first: $first) {
          quantity
          item {
            id
            name_de
            name_en
          }
        }
      }
    `,
    queryRef,
  );
  return (
    <aside className="admin-dashboard-sidebar">
      <Card className="admin-dashboard-card" data-section="subscribers">
        <H4>{t('adminDashboard.subscribers.title')}</H4>
        <dl className="admin-dashboard-figures">
          <dt>{t('adminDashboard.subscribers.active')}</dt>
          <dd data-figure="active">{adminDashboard.activeSubscriptions}</dd>
          <dt>{t('adminDashboard.subscribers.paused')}</dt>
          <dd data-figure="paused">{adminDashboard.pausedSubscriptions}</dd>
        </dl>
      </Card>
      <Card className="admin-dashboard-card" data-section="customers">
        <H4>{t('adminDashboard.customers.title')}</H4>
        <dl className="admin-dashboard-figures">
          {adminDashboard.customers.map(({ lifeCyclePhase, total }) => (
            <div key={lifeCyclePhase} className="admin-dashboard-figure">
              <dt>
                <LifeCyclePhaseTag phase={lifeCyclePhase} />
              </dt>
              <dd>{total}</dd>
            </div>
          ))}
          <dt>{t('adminDashboard.customers.total')}</dt>
          <dd data-figure="customers">{adminDashboard.totalCustomers}</dd>
        </dl>
      </Card>
      <Card className="admin-dashboard-card" data-section="best-sellers">
        <H4>{t('adminDashboard.bestSellers.title')}</H4>
        <div className={Classes.TEXT_MUTED}>
          {t('adminDashboard.bestSellers.month', { date: formatDate(firstOfMonth()) })}
        </div>
        {bestSellers.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>{t('adminDashboard.bestSellers.empty')}</p>
        ) : (
          <HTMLTable compact className="admin-list-table">
            <tbody>
              {bestSellers.map(({ item, quantity }) => (
                <tr key={item.id}>
                  <td>{i18n.language === 'en' ? item.name_en : item.name_de}</td>
                  <td className="numeric" aria-label={t('adminDashboard.bestSellers.quantity')}>
                    {quantity}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Card>
    </aside>
  );
}
