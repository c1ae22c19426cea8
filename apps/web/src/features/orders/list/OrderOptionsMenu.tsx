import { Alert, Button, Callout, Intent, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { lazyDialog } from '../../../shared/dialogs/lazyDialog';
import { useDeleteOrderMutation } from '../newOrder/draft/useDeleteOrderMutation';
import { paymentBlockedReason } from '../admin/list/adminOrderRules';
import { type OrderPayment, ResendPaymentLinkAlert } from './ResendPaymentLinkAlert';

const DocumentConsultationDialog = lazyDialog(
  () => import('./DocumentConsultationDialog'),
  'DocumentConsultationDialog',
);

const orderDetailsActions = ['order_details'] as const;

/** Opens the order-details dialog (`?action=order_details&orderId=`) over the current page. */
export function useOpenOrderDetails(): (orderId: string) => void {
  const actions = useActionParam(orderDetailsActions);
  return (orderId: string) => actions.open('order_details', { orderId });
}

interface Props {
  orderId: string;
  isCancelable: boolean;
  /** After the order was deleted (a draft) or cancelled: the list asks the server again. */
  onDeleted: () => void;
  /** More entries of other areas (invoice, cancelling), after the details. */
  extraItems?: ReactNode;
  /** The order's payment: offers 'resend payment link' (disabled, with the reason, when paid, cancelled or unplaced). */
  payment?: OrderPayment;
  /** The order waits for the practice to document its consultation (a per-consultation partnership model). */
  consultationDue?: boolean;
}

/** The options of an order row: details, resending the payment link, and delete while the order is cancelable. */
export function OrderOptionsMenu({
  orderId,
  isCancelable,
  onDeleted,
  extraItems,
  payment,
  consultationDue = false,
}: Props) {
  const { t } = useTranslation();
  const openDetails = useOpenOrderDetails();
  const [deleteOrder, deleting] = useDeleteOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const [resending, setResending] = useState(false);
  const [documenting, setDocumenting] = useState(false);
  const resendBlocked = payment ? paymentBlockedReason(payment.payment_status) : null;
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu>
            <MenuItem icon="document" text={t('orders.list.details')} onClick={() => openDetails(orderId)} />
            {payment && (
              <MenuItem
                icon="envelope"
                text={t('adminOrders.menu.resendPaymentLink')}
                disabled={resendBlocked !== null}
                htmlTitle={resendBlocked === null ? undefined : t(`adminOrders.menu.why.${resendBlocked}`)}
                onClick={() => setResending(true)}
              />
            )}
            {consultationDue && (
              <MenuItem
                icon="annotation"
                intent={Intent.PRIMARY}
                text={t('orders.list.documentConsultation')}
                onClick={() => setDocumenting(true)}
              />
            )}
            {extraItems}
            <MenuItem
              icon="trash"
              intent="danger"
              text={t('orders.list.delete')}
              disabled={!isCancelable}
              onClick={() => setConfirming(true)}
            />
          </Menu>
        }
      >
        <Button variant="minimal" icon="more" aria-label={t('orders.list.options')} />
      </PopoverNext>
      {payment && (
        <ResendPaymentLinkAlert
          orderId={orderId}
          payment={payment}
          isOpen={resending}
          onClose={() => setResending(false)}
        />
      )}
      {documenting && (
        <DocumentConsultationDialog
          orderId={orderId}
          orderNumber={payment?.order_number ?? ''}
          onClose={() => setDocumenting(false)}
        />
      )}
      <Alert
        isOpen={confirming}
        intent={Intent.DANGER}
        icon="trash"
        loading={deleting}
        confirmButtonText={t('orders.list.delete')}
        cancelButtonText={t('orders.newOrder.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await deleteOrder({ id: orderId });
            setConfirming(false);
            onDeleted();
          } catch {
            setFailed(true);
          }
        }}
      >
        <p>{t('orders.list.deleteConfirm')}</p>
        {failed && <Callout intent={Intent.DANGER}>{t('orders.list.deleteFailed')}</Callout>}
      </Alert>
    </>
  );
}
