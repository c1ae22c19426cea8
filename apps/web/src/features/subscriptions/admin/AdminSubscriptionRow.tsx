import { Button, Classes } from '@blueprintjs/core';
import { ExpandRowButton } from '../../../shared/lists/ExpandRowButton';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useOpenOrderDetails } from '../../orders/list/OrderOptionsMenu';
import { SubscriptionStatusTag } from '../SubscriptionStatusTag';
import { type AdminSubscriptionRow_subscription$key } from './__generated__/AdminSubscriptionRow_subscription.graphql';
import { StatusTag } from '../../../shared/status';
import { DataTable, Td, Th } from '../../../shared/table';

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
        <Td>
          <ExpandRowButton
            expanded={expanded}
            onToggle={() => setExpanded(!expanded)}
            label={t(expanded ? 'adminSubscriptions.hide' : 'adminSubscriptions.show')}
          />
        </Td>
        <Td>{plan.id}</Td>
        <Td>
          <div>{plan.patient ? `${plan.patient.first_name} ${plan.patient.last_name}` : '–'}</div>
          <div className={Classes.TEXT_MUTED}>{plan.patient?.medicalCenter?.user?.name}</div>
        </Td>
        <Td>
          <SubscriptionStatusTag subscriptionRef={plan} />
        </Td>
        <Td>{formatDate(plan.start_date)}</Td>
        <Td>{formatDate(plan.current_period_end)}</Td>
        <Td numeric>{plan.unpaid_orders_count}</Td>
        <Td numeric>{plan.orders.length}</Td>
      </tr>
      {expanded && (
        <tr className="admin-list-expanded">
          <Td colSpan={columns}>
            {plan.orders.length === 0 ? (
              <span className={Classes.TEXT_MUTED}>{t('adminSubscriptions.orders.none')}</span>
            ) : (
              <DataTable
                compact
                className="admin-list-table"
                aria-label={t('adminSubscriptions.columns.orders')}
              >
                <thead>
                  <tr>
                    {orderColumns.map((column) => (
                      <Th key={column} numeric={column === 'total'}>
                        {t(`adminSubscriptions.orders.${column}`)}
                      </Th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {plan.orders.map((order) => (
                    <tr key={order.id} data-order-id={order.id}>
                      <Td>{order.order_number ?? '–'}</Td>
                      <Td>{formatDate(order.created_at)}</Td>
                      <Td>
                        <StatusTag kind="order" value={order.status} />
                      </Td>
                      <Td>
                        <StatusTag kind="payment" value={order.payment_status} />
                      </Td>
                      <Td numeric>{formatEuro(order.total_price)}</Td>
                      <Td>
                        <Button
                          variant="minimal"
                          size="small"
                          icon="document"
                          text={t('adminSubscriptions.orders.details')}
                          onClick={() => openOrder(order.id)}
                        />
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </Td>
        </tr>
      )}
    </>
  );
}
