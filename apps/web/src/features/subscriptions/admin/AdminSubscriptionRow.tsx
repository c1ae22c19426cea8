import { Button, Classes, HTMLTable } from '@blueprintjs/core';
import { ExpandRowButton } from '../../../shared/lists/ExpandRowButton';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useOpenOrderDetails } from '../../orders/list/OrderOptionsMenu';
import { SubscriptionStatusTag } from '../SubscriptionStatusTag';
import { type AdminSubscriptionRow_subscription$key } from './__generated__/AdminSubscriptionRow_subscription.graphql';
import { StatusTag } from '../../../shared/status';

const orderColumns = ['number', 'createdAt', 'status', 'payment', 'total', 'details'] as const;

interface Props {
  subscriptionRef: AdminSubscriptionRow_subscription$key;
  /** Columns of the table, for the expanded orders row. */
  columns: number;
}

/** One plan, and under it (expanded) its orders, newest cycle first; each opens the order details. */
export function AdminSubscriptionRow({ subscriptionRef, columns }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const openOrder = useOpenOrderDetails();
  const plan = useFragment(
    graphql`
      fragment AdminSubscriptionRow_subscription on SupplementSubscription {
        id
        start_date
        current_period_end
        unpaid_orders_count
        ...SubscriptionStatusTag_subscription
        patient {
          id
          first_name
          last_name
          medicalCenter {
            id
            user {
              id
              name
            }
          }
        }
        orders {
          id
          order_number
          created_at
          status
          payment_status
          total_price
        }
      }
    `,
    subscriptionRef,
  );
  return (
    <>
      <tr data-subscription-id={plan.id}>
        <td>
          <ExpandRowButton
            expanded={expanded}
            onToggle={() => setExpanded(!expanded)}
            label={t(expanded ? 'adminSubscriptions.hide' : 'adminSubscriptions.show')}
          />
        </td>
        <td>{plan.id}</td>
        <td>
          <div>{plan.patient ? `${plan.patient.first_name} ${plan.patient.last_name}` : '–'}</div>
          <div className={Classes.TEXT_MUTED}>{plan.patient?.medicalCenter?.user?.name}</div>
        </td>
        <td>
          <SubscriptionStatusTag subscriptionRef={plan} />
        </td>
        <td>{formatDate(plan.start_date)}</td>
        <td>{formatDate(plan.current_period_end)}</td>
        <td className="numeric">{plan.unpaid_orders_count}</td>
        <td className="numeric">{plan.orders.length}</td>
      </tr>
      {expanded && (
        <tr className="admin-list-expanded">
          <td colSpan={columns}>
            {plan.orders.length === 0 ? (
              <span className={Classes.TEXT_MUTED}>{t('adminSubscriptions.orders.none')}</span>
            ) : (
              <HTMLTable
                compact
                className="admin-list-table"
                aria-label={t('adminSubscriptions.columns.orders')}
              >
                <thead>
                  <tr>
                    {orderColumns.map((column) => (
                      <th key={column} className={column === 'total' ? 'numeric' : undefined}>
                        {t(`adminSubscriptions.orders.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {plan.orders.map((order) => (
                    <tr key={order.id} data-order-id={order.id}>
                      <td>{order.order_number ?? '–'}</td>
                      <td>{formatDate(order.created_at)}</td>
                      <td>
                        <StatusTag kind="order" value={order.status} />
                      </td>
                      <td>
                        <StatusTag kind="payment" value={order.payment_status} />
                      </td>
                      <td className="numeric">{formatEuro(order.total_price)}</td>
                      <td>
                        <Button
                          variant="minimal"
                          size="small"
                          icon="document"
                          text={t('adminSubscriptions.orders.details')}
                          onClick={() => openOrder(order.id)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </td>
        </tr>
      )}
    </>
  );
}
