import { Alert, Intent } from '@blueprintjs/core';
import { formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useMutation } from 'react-relay';
import { toast } from '../../../shared/toast/toast';
import { type ResendPaymentLinkAlertMutation } from './__generated__/ResendPaymentLinkAlertMutation.graphql';

export interface OrderPayment {
  readonly order_number: string | null | undefined;
  readonly payment_status: string | null | undefined;
  readonly total_price: number;
}

interface Props {
  orderId: string;
  payment: OrderPayment;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The doctor's confirmation of 'Zahlungslink erneut senden' (the admin's words): the same link to the order's
 * e-mail, an expired one extended. The answer updates the order's payment status in every list showing it.
 */
export function ResendPaymentLinkAlert({ orderId, payment, isOpen, onClose }: Props) {
  const { t } = useTranslation();
  const [resend, resending] = useMutation<ResendPaymentLinkAlertMutation>(graphql`
    mutation ResendPaymentLinkAlertMutation($orderId: ID!) {
      resendPaymentLink(orderId: $orderId) {
        id
        payment_status
      }
    }
  `);
  const texts = 'adminOrders.dialogs.resendPaymentLink' as const;
  const number = payment.order_number ?? '';
  return (
    <Alert
      isOpen={isOpen}
      intent={Intent.PRIMARY}
      icon="envelope"
      loading={resending}
      confirmButtonText={t(`${texts}.submit`)}
      cancelButtonText={t('orders.newOrder.cancel')}
      onCancel={onClose}
      onConfirm={() =>
        resend({
          variables: { orderId },
          onCompleted: (_, errors) => {
            // Failures are told by the network layer (with the server's reason); the alert stays open.
            if (errors && errors.length > 0) return;
            toast.success(t(`${texts}.done`, { number }));
            onClose();
          },
        })
      }
    >
      <p>{t(`${texts}.confirm`, { number, total: formatEuro(payment.total_price) })}</p>
    </Alert>
  );
}
