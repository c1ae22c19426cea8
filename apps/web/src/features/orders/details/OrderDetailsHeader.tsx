import { H4 } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { StatusTag } from '../../../shared/status';
import { ShipmentNumber } from '../shipment/ShipmentNumber';
import { type OrderDetailsHeader_order$key } from './__generated__/OrderDetailsHeader_order.graphql';
import { Fact } from './OrderSection';

/** The dialog's head: the order number with the order's and the payment's status, then its key facts. */
export function OrderDetailsHeader({ orderRef }: { orderRef: OrderDetailsHeader_order$key }) {
  const { t } = useTranslation();
  const order = useFragment(
    graphql`
      fragment OrderDetailsHeader_order on Order {
        order_number
        created_at
        placed_at
        status
        payment_status
        order_email
        shipment_carrier
        shipment_number
        shipment_tracking_url
        paymentLink {
          sent_count
          last_sent_at
          expires_at
        }
      }
    `,
    orderRef,
  );
  const none = t('orders.details.none');
  const link = order.paymentLink;
  return (
    // Not a <header>: inside the dialog it would be a second banner landmark beside the page's.
    <div className="order-details-header" data-testid="order-details-header">
      <div className="order-details-title">
        <div>
          <span className="order-details-label">{t('orders.details.orderNumber')}</span>
          <H4>{order.order_number ?? t('orders.ofPatient.draft')}</H4>
        </div>
        <dl className="order-details-statuses">
          <Fact label={t('orders.details.status')}>
            <StatusTag kind="order" value={order.status} />
          </Fact>
          <Fact label={t('orders.details.payment')}>
            {order.payment_status ? <StatusTag kind="payment" value={order.payment_status} /> : none}
          </Fact>
        </dl>
      </div>
      <dl className="order-details-facts">
        <Fact label={t('orders.details.createdAt')}>{formatDate(order.created_at)}</Fact>
        <Fact label={t('orders.details.placedAt')}>
          {order.placed_at ? formatDate(order.placed_at) : none}
        </Fact>
        <Fact label={t('orders.details.orderEmail')}>{order.order_email ?? none}</Fact>
        {link && link.sent_count > 0 && (
          <Fact label={t('orders.details.paymentLink')}>
            {t('orders.details.paymentLinkSent', {
              count: link.sent_count,
              last: link.last_sent_at ? formatDate(link.last_sent_at) : none,
              expires: formatDate(link.expires_at),
            })}
          </Fact>
        )}
        {order.shipment_number && (
          <Fact label={t('orders.shipment.label')}>
            <ShipmentNumber
              carrier={order.shipment_carrier}
              number={order.shipment_number}
              url={order.shipment_tracking_url}
            />
          </Fact>
        )}
      </dl>
    </div>
  );
}
