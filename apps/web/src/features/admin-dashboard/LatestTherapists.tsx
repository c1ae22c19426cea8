import { Card, Classes, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { therapistsPath } from '../therapists/therapistsListParams';
import { type LatestTherapists_query$key } from './__generated__/LatestTherapists_query.graphql';

const columns = ['name', 'email', 'status', 'createdAt'] as const;

/** The five therapists registered last (`users(first: 5, orderBy: created desc)`). */
export function LatestTherapists({ queryRef }: { queryRef: LatestTherapists_query$key }) {
  const { t } = useTranslation();
  const { users } = useFragment(
    graphql`
      fragment LatestTherapists_query on Query @argumentDefinitions(first: { type: "Int!" }) {
        users(first: $first, orderBy: [{ column: CREATED_AT, order: DESC }]) {
          data {
            id
            name
            email
            is_active
            created_at
          }
        }
      }
    `,
    queryRef,
  );
  return (
    <Card className="admin-dashboard-card" data-section="latest-therapists">
      <div className="admin-dashboard-card-header">
        <H4>{t('adminDashboard.latestTherapists.title')}</H4>
        <Link to={therapistsPath}>{t('adminDashboard.latestTherapists.all')}</Link>
      </div>
      {users.data.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t('adminDashboard.latestTherapists.empty')}</p>
      ) : (
        <HTMLTable className="admin-list-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column}>{t(`adminDashboard.latestTherapists.${column}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <tr key={user.id}>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>
                  <Tag minimal intent={user.is_active ? 'success' : 'none'}>
                    {t(
                      user.is_active
                        ? 'adminDashboard.latestTherapists.active'
                        : 'adminDashboard.latestTherapists.inactive',
                    )}
                  </Tag>
                </td>
                <td>{formatDate(user.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
