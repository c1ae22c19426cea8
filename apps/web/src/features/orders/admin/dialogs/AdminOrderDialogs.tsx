import { useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../../../shared/actions/useActionParam';
import { lazyDialog } from '../../../../shared/dialogs/lazyDialog';
import { adminOrderDialogActions, adminOrderDialogParams } from './adminOrderActions';

const CancelOrderDialog = lazyDialog(() => import('../../cancel/CancelOrderDialog'), 'CancelOrderDialog');
const CancelInvoiceDialog = lazyDialog(() => import('./CancelInvoiceDialog'), 'CancelInvoiceDialog');
const EditConsultingFeeDialog = lazyDialog(
  () => import('./EditConsultingFeeDialog'),
  'EditConsultingFeeDialog',
);
const PaymentActionDialog = lazyDialog(() => import('./PaymentActionDialog'), 'PaymentActionDialog');

interface Props {
  /** After an action changed an order: e.g. the page asks for its statistics again. */
  onChanged?: () => void;
}

const amountOf = (value: string | null) => {
  const amount = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(amount) ? amount : null;
};

/**
 * The order dialogs of the admin screens, opened by `?action=` and the spec's search parameters (orderId,
 * invoiceGuid, consultingFeeId, currentAmount …). Mounted once by each admin screen that offers order actions
 * (/admin/orders, the /admin dashboard); order_details and start_production are the app shell's.
 */
export function AdminOrderDialogs({ onChanged = () => undefined }: Props) {
  const actions = useActionParam(adminOrderDialogActions);
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('orderId');
  if (orderId === null) return null;
  const close = () => actions.close(...adminOrderDialogParams);
  switch (actions.action) {
    case 'cancel_order':
      return (
        <CancelOrderDialog
          orderId={orderId}
          onClose={() => {
            onChanged();
            close();
          }}
        />
      );
    case 'cancel_invoice':
      return (
        <CancelInvoiceDialog
          orderId={orderId}
          invoiceGuid={searchParams.get('invoiceGuid')}
          onDone={onChanged}
          onClose={close}
        />
      );
    case 'edit_consulting_fee':
      return (
        <EditConsultingFeeDialog
          orderId={orderId}
          currentAmount={amountOf(searchParams.get('currentAmount'))}
          onDone={onChanged}
          onClose={close}
        />
      );
    case 'mark_as_paid':
      return <PaymentActionDialog kind="markAsPaid" orderId={orderId} onDone={onChanged} onClose={close} />;
    case 'resend_payment_link':
      return (
        <PaymentActionDialog kind="resendPaymentLink" orderId={orderId} onDone={onChanged} onClose={close} />
      );
    case 'invalid':
    case null:
      return null;
  }
}
