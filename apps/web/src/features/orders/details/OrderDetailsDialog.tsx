import { Button, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { type OrderDetailsDialogQuery } from './__generated__/OrderDetailsDialogQuery.graphql';
import { OrderAdminSection } from './OrderAdminSection';
import { OrderDetailsHeader } from './OrderDetailsHeader';
import { OrderDocuments } from './OrderDocuments';
import { OrderItems } from './OrderItems';
import { OrderParties } from './OrderParties';
import { OrderTimeline } from './OrderTimeline';
import { PaymentSection } from './payment/PaymentSection';
import { SupplementRecipe } from './SupplementRecipe';
import './orderDetails.css';

interface Props {
  orderId: string;
  /** Admins see the doctor, the patient's body data and the lab order list (spec, section 6). */
  admin: boolean;
  onClose: () => void;
}

/** The order-details dialog (`?action=order_details&orderId=`). */
export function OrderDetailsDialog({ orderId, admin, onClose }: Props) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Dialog isOpen title={t('orders.details.title')} onClose={onClose} className="order-details-dialog">
      {/* It scrolls: focusable so a keyboard can scroll it, named like the dialog. */}
      <DialogBody tabIndex={0} aria-label={t('orders.details.title')}>
        <QueryErrorBoundary
          title={t('orders.details.loadFailed')}
          retryText={t('orders.list.retry')}
          onRetry={() => setFetchKey((key) => key + 1)}
        >
          <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
            <OrderDetails orderId={orderId} admin={admin} fetchKey={fetchKey} />
          </Suspense>
        </QueryErrorBoundary>
      </DialogBody>
      <DialogFooter actions={<Button text={t('orders.details.close')} onClick={onClose} />} />
    </Dialog>
  );
}

function OrderDetails({ orderId, admin, fetchKey }: { orderId: string; admin: boolean; fetchKey: number }) {
  const { order } = useLazyLoadQuery<OrderDetailsDialogQuery>(
    graphql`
      query OrderDetailsDialogQuery($id: ID!, $admin: Boolean!) {
        order(id: $id) {
          id
          ...OrderDetailsHeader_order
          ...OrderParties_order
          ...OrderItems_order
          ...OrderTimeline_order
          ...PaymentSection_order
          ...OrderDocuments_order
          ...OrderAdminSection_order @include(if: $admin) @alias(as: "adminExtras")
          supplementsNoiOrder {
            ...SupplementRecipe_part
          }
        }
      }
    `,
    { id: orderId, admin },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );

  return (
    <div className="order-details">
      <OrderDetailsHeader orderRef={order} />
      <OrderParties orderRef={order} />
      <OrderItems orderRef={order} />
      <OrderTimeline orderRef={order} />
      <PaymentSection orderRef={order} admin={admin} />
      {order.supplementsNoiOrder && (
        <SupplementRecipe orderId={order.id} partRef={order.supplementsNoiOrder} />
      )}
      <OrderDocuments orderId={order.id} orderRef={order} />
      {order.adminExtras && <OrderAdminSection orderRef={order.adminExtras} />}
    </div>
  );
}
