import { Callout, Intent } from '@blueprintjs/core';
import { formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/toast/toast';
import { paymentBlockedReason } from '../list/adminOrderRules';
import { useMarkOrderAsPaidMutation, useResendPaymentLinkMutation } from './useAdminOrderMutations';
import { type OrderSummary, OrderSummaryDialog } from './OrderSummaryDialog';

interface Props {
  kind: 'markAsPaid' | 'resendPaymentLink';
  orderId: string;
  onDone: () => void;
  onClose: () => void;
}

/** `mark_as_paid` and `resend_payment_link`: both confirm an action on an open payment (not Success or Canceled). */
export function PaymentActionDialog({ kind, orderId, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const [markAsPaid, marking] = useMarkOrderAsPaidMutation();
  const [resend, resending] = useResendPaymentLinkMutation();
  const texts = `adminOrders.dialogs.${kind}` as const;
  const submit = (order: OrderSummary) => {
    const onCompleted = (_: unknown, errors: readonly unknown[] | null | undefined) => {
      // Failures are told by the network layer (with the server's reason); the dialog stays open.
      if (errors && errors.length > 0) return;
      toast.success(t(`${texts}.done`, { number: order.order_number }));
      onDone();
      onClose();
    };
    if (kind === 'markAsPaid') markAsPaid({ variables: { id: order.id }, onCompleted });
    else resend({ variables: { orderId: order.id }, onCompleted });
  };
  return (
    <OrderSummaryDialog
      orderId={orderId}
      title={t(`${texts}.title`)}
      intent={Intent.PRIMARY}
      submitText={t(`${texts}.submit`)}
      submitting={marking || resending}
      onSubmit={submit}
      onClose={onClose}
      body={(order) => {
        const reason = paymentBlockedReason(order.payment_status);
        return reason
          ? {
              blocked: true,
              text: (
                <Callout intent={Intent.WARNING} compact>
                  {t(`adminOrders.menu.why.${reason}`)}
                </Callout>
              ),
            }
          : {
              blocked: false,
              text: (
                <p>
                  {t(`${texts}.confirm`, {
                    number: order.order_number,
                    total: formatEuro(order.total_price),
                  })}
                </p>
              ),
            };
      }}
    />
  );
}
