import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { downloadFile } from '../../../http/download';
import { toast } from '../../../shared/toast/toast';
import { type CancelOrderDialogQuery } from './__generated__/CancelOrderDialogQuery.graphql';
import { useCancelOrderMutation } from './useCancelOrderMutation';

interface Props {
  orderId: string;
  onClose: () => void;
}

/** `?action=cancel_order&orderId=`: cancels a cancelable order; a paid one's storno is downloaded right after. */
export function CancelOrderDialog({ orderId, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen title={t('orders.cancel.title')} onClose={onClose}>
      <Suspense
        fallback={
          <DialogBody>
            <Spinner size={20} />
          </DialogBody>
        }
      >
        <CancelOrderContent orderId={orderId} onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}

function CancelOrderContent({ orderId, onClose }: Props) {
  const { t } = useTranslation();
  const { order } = useLazyLoadQuery<CancelOrderDialogQuery>(
    graphql`
      query CancelOrderDialogQuery($id: ID!) {
        order(id: $id) {
          id
          order_number
          payment_status
          isCancelable
        }
      }
    `,
    { id: orderId },
    { fetchPolicy: 'network-only' },
  );
  const [cancelOrder, canceling] = useCancelOrderMutation();

  const submit = () =>
    cancelOrder({
      variables: { id: orderId },
      onCompleted: (response) => {
        toast.success(t('orders.cancel.done'));
        const storno = response.cancelOrder.storno;
        // The spec: the storno is downloaded automatically after cancelling. Failures are told by the network layer.
        if (storno)
          void downloadFile(`/api/orders/${orderId}/download-storno-pdf`, `${storno.number}.pdf`).catch(
            () => undefined,
          );
        onClose();
      },
    });

  const cancelable = order.isCancelable && order.order_number !== null;
  return (
    <>
      <DialogBody>
        {cancelable ? (
          <>
            <p>{t('orders.cancel.confirm', { number: order.order_number })}</p>
            <Callout intent={Intent.WARNING} compact>
              {order.payment_status === 'Success'
                ? t('orders.cancel.paidNote')
                : t('orders.cancel.unpaidNote')}
            </Callout>
          </>
        ) : (
          <Callout intent={Intent.DANGER} compact>
            {t('orders.cancel.notCancelable')}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('orders.cancel.close')} onClick={onClose} disabled={canceling} />
            {cancelable && (
              <Button
                intent={Intent.DANGER}
                text={t('orders.cancel.submit')}
                onClick={submit}
                loading={canceling}
              />
            )}
          </>
        }
      />
    </>
  );
}
