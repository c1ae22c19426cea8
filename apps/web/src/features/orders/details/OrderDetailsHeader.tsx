import { H4 } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { StatusTag } from '../../../shared/status';
import { ShipmentNumber } from '../shipment/ShipmentNumber';
import { type OrderDetailsHeader_order$key } from './__generated__/OrderDetailsHeader_order.graphql';

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
    <header className="order-details-header">
      <div className="order-details-title">
        <div>
          <span className="order-details-label">{t('orders.details.orderNumber')}</span>
          <H4>{order.order_number ?? t('orders.ofPatient.draft')}</H4>
        </div>
        <dl className="order-details-statuses">
          <div>
            <dt>{t('orders.details.status')}</dt>
            <dd>
              <StatusTag kind="order" value={order.status} />
            </dd>
          </div>
          <div>
            <dt>{t('orders.details.payment')}</dt>
            <dd>{order.payment_status ? <StatusTag kind="payment" value={order.payment_status} /> : none}</dd>
          </div>
        </dl>
      </div>
      <dl className="order-details-facts">
        <div>
          <dt>{t('orders.details.createdAt')}</dt>
          <dd>{formatDate(order.created_at)}</dd>
        </div>
        <div>
          <dt>{t('orders.details.placedAt')}</dt>
          <dd>{order.placed_at ? formatDate(order.placed_at) : none}</dd>
        </div>
        <div>
          <dt>{t('orders.details.orderEmail')}</dt>
          <dd>{order.order_email ?? none}</dd>
        </div>
        {link && link.sent_count > 0 && (
          <div>
            <dt>{t('orders.details.paymentLink')}</dt>
            <dd>
              {t('orders.details.paymentLinkSent', {
                count: link.sent_count,
                last: link.last_sent_at ? formatDate(link.last_sent_at) : none,
                expires: formatDate(link.expires_at),
              })}
            </dd>
          </div>
        )}
        {order.shipment_number && (
          <div>
            <dt>{t('orders.shipment.label')}</dt>
            <dd>
              <ShipmentNumber
                carrier={order.shipment_carrier}
                number={order.shipment_number}
                url={order.shipment_tracking_url}
              />
            </dd>
          </div>
        )}
      </dl>
    </header>
  );
}
