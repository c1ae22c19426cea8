import { Button, Intent, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useOpenOrderDetails } from '../orders/list/OrderOptionsMenu';
import { type SubscriptionsTable_row$key } from './__generated__/SubscriptionsTable_row.graphql';
import { type SubscriptionsTable_subscriptions$key } from './__generated__/SubscriptionsTable_subscriptions.graphql';
import { SubscriptionStatusTag } from './SubscriptionStatusTag';
import { actionParams, allowedActions, type SubscriptionActionParam } from './subscriptionStatus';
import { DataTable, Td, Th } from '../../shared/table';

export const subscriptionColumns = [
  'status',
  'startDate',
  'nextProduction',
  'interval',
  'price',
  'unpaidOrders',
  'orders',
  'actions',
] as const;

interface Props {
  subscriptionsRef: SubscriptionsTable_subscriptions$key;
  onAction: (action: SubscriptionActionParam, subscriptionId: string) => void;
}

const actionIntents = { pause: Intent.NONE, resume: Intent.NONE, cancel: Intent.DANGER } as const;
const actionIcons = { pause: 'pause', resume: 'play', cancel: 'cross' } as const;

/** The patient's plans: status, dates, interval, price per 90 days, unpaid orders, its orders and its actions. */
export function SubscriptionsTable({ subscriptionsRef, onAction }: Props) {
  const { t } = useTranslation();
  const openOrderDetails = useOpenOrderDetails();
  const { data } = useFragment(
    graphql`
      fragment SubscriptionsTable_subscriptions on SubscriptionPaginator {
        data {
          id
          ...SubscriptionsTable_row
        }
      }
    `,
    subscriptionsRef,
  );
  return (
    <DataTable className="subscriptions-table" striped>
      <thead>
        <tr>
          {subscriptionColumns.map((column) => (
            <Th key={column} numeric={column === 'price' || column === 'unpaidOrders'}>
              {t(`subscriptions.list.columns.${column}`)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((plan) => (
          <SubscriptionRow key={plan.id} rowRef={plan} onAction={onAction} onOrder={openOrderDetails} />
        ))}
      </tbody>
    </DataTable>
  );
}

function SubscriptionRow({
  rowRef,
  onAction,
  onOrder,
}: {
  rowRef: SubscriptionsTable_row$key;
  onAction: Props['onAction'];
  onOrder: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const plan = useFragment(
    graphql`
      fragment SubscriptionsTable_row on SupplementSubscription {
        id
        status
        start_date
        next_production_start
        price_per_period
        unpaid_orders_count
        ...SubscriptionStatusTag_subscription
        orders {
          id
          order_number
          created_at
        }
      }
    `,
    rowRef,
  );
  const actions = allowedActions(plan.status);
  return (
    <tr data-subscription-id={plan.id}>
      <Td>
        <SubscriptionStatusTag subscriptionRef={plan} />
      </Td>
      <Td>{formatDate(plan.start_date)}</Td>
      {/* A canceled plan makes no more orders: nothing is produced next (decisions, subscription screens). */}
      <Td>{plan.status === 'canceled' ? '' : plan.next_production_start}</Td>
      <Td>{t('subscriptions.interval')}</Td>
      <Td numeric>
        {plan.price_per_period === null || plan.price_per_period === undefined ? (
          '–'
        ) : (
          <>
            <span className="nowrap">{formatEuro(plan.price_per_period)}</span>{' '}
            <span className="nowrap">{t('subscriptions.pricePer')}</span>
          </>
        )}
      </Td>
      <Td numeric>{plan.unpaid_orders_count}</Td>
      <Td>
        {plan.orders.length === 0 ? (
          t('subscriptions.list.noOrders')
        ) : (
          <ul className="subscription-orders">
            {plan.orders.map((order) => (
              <li key={order.id}>
                <Button
                  variant="minimal"
                  size="small"
                  className="nowrap"
                  text={order.order_number ?? formatDate(order.created_at)}
                  onClick={() => onOrder(order.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </Td>
      <Td>
        {actions.length > 0 && (
          <PopoverNext
            placement="bottom-end"
            content={
              <Menu>
                {actions.map((action) => (
                  <MenuItem
                    key={action}
                    intent={actionIntents[action]}
                    icon={actionIcons[action]}
                    text={t(`subscriptions.actions.${action}`)}
                    onClick={() => onAction(actionParams[action], plan.id)}
                  />
                ))}
              </Menu>
            }
          >
            <Button variant="minimal" icon="more" aria-label={t('subscriptions.list.columns.actions')} />
          </PopoverNext>
        )}
      </Td>
    </tr>
  );
}
