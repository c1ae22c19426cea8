import { Button, Card, Classes, H4 } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useOpenOrderDetails } from '../orders/list/OrderOptionsMenu';
import { type LatestOrders_query$key } from './__generated__/LatestOrders_query.graphql';
import { StatusTag } from '../../shared/status';
import { DataTable, Td, Th } from '../../shared/table';

const columns = ['number', 'patient', 'status', 'payment', 'total', 'createdAt'] as const;

/** The five newest orders; a row opens the order details over the dashboard. */
export function LatestOrders({ queryRef }: { queryRef: LatestOrders_query$key }) {
  const { t } = useTranslation();
  const openOrder = useOpenOrderDetails();
  const { orders } = useFragment(
    graphql`
      fragment LatestOrders_query on Query @argumentDefinitions(first: { type: "Int!" }) {
        orders(first: $first) {
          data {
            id
            order_number
            status
            payment_status
            total_price
            created_at
            patient {
              id
              first_name
              last_name
            }
            createdBy {
              id
              name
            }
          }
        }
      }
    `,
    queryRef,
  );
  return (
    <Card className="admin-dashboard-card" data-section="latest-orders">
      <div className="admin-dashboard-card-header">
        <H4>{t('adminDashboard.latestOrders.title')}</H4>
        <Link to="/admin/orders">{t('adminDashboard.latestOrders.all')}</Link>
      </div>
      {orders.data.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t('adminDashboard.latestOrders.empty')}</p>
      ) : (
        <DataTable interactive className="admin-list-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <Th key={column} numeric={column === 'total'}>
                  {t(`adminDashboard.latestOrders.${column}`)}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => (
              <tr key={order.id} data-order-id={order.id} onClick={() => openOrder(order.id)}>
                <td>
                  {/* The row opens on click; the button makes it reachable by keyboard. */}
                  <Button
                    variant="minimal"
                    size="small"
                    text={order.order_number ?? t('adminDashboard.latestOrders.draft')}
                    onClick={(event) => {
                      event.stopPropagation();
                      openOrder(order.id);
                    }}
                  />
                </td>
                <td>
                  <div>{`${order.patient.first_name} ${order.patient.last_name}`}</div>
                  <div className={Classes.TEXT_MUTED}>{order.createdBy?.name}</div>
                </td>
                <td>
                  <StatusTag kind="order" value={order.status} />
                </td>
                <td>
                  <StatusTag kind="payment" value={order.payment_status} />
                </td>
                <Td numeric>{formatEuro(order.total_price)}</Td>
                <td>{formatDate(order.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Card>
  );
}
