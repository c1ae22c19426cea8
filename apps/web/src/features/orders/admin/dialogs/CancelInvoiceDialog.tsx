import { Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/toast/toast';
import { OrderSummaryDialog } from './OrderSummaryDialog';
import { useCancelInvoiceMutation } from './useAdminOrderMutations';

interface Props {
  orderId: string;
  invoiceGuid: string | null;
  onDone: () => void;
  onClose: () => void;
}

/** `cancel_invoice` (orderId, invoiceGuid): a storno for the invoice; the order is cancelled with it. */
export function CancelInvoiceDialog({ orderId, invoiceGuid, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const [cancelInvoice, canceling] = useCancelInvoiceMutation();
  return (
    <OrderSummaryDialog
      orderId={orderId}
      title={t('adminOrders.dialogs.cancelInvoice.title')}
      intent={Intent.DANGER}
      submitText={t('adminOrders.dialogs.cancelInvoice.submit')}
      submitting={canceling}
      onClose={onClose}
      onSubmit={() =>
        invoiceGuid &&
        cancelInvoice({
          variables: { id: invoiceGuid },
          onCompleted: (_, errors) => {
            // Failures are told by the network layer (e.g. an invoice already cancelled); the dialog stays open.
            if (errors && errors.length > 0) return;
            toast.success(t('adminOrders.dialogs.cancelInvoice.done'));
            onDone();
            onClose();
          },
        })
      }
      body={(order) =>
        invoiceGuid
          ? {
              blocked: false,
              text: <p>{t('adminOrders.dialogs.cancelInvoice.confirm', { number: order.order_number })}</p>,
            }
          : {
              blocked: true,
              text: (
                <Callout intent={Intent.WARNING} compact>
                  {t('adminOrders.dialogs.cancelInvoice.missing')}
                </Callout>
              ),
            }
      }
    />
  );
}
