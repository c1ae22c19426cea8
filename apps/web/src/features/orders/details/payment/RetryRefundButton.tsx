import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useMutation } from 'react-relay';
import { toast } from '../../../../shared/toast/toast';
import { type RetryRefundButtonMutation } from './__generated__/RetryRefundButtonMutation.graphql';

/** Admins: asks the provider again for a failed refund. The answer updates the refund's row in place. */
export function RetryRefundButton({ refundId }: { refundId: string }) {
  const { t } = useTranslation();
  const [retry, retrying] = useMutation<RetryRefundButtonMutation>(graphql`
    mutation RetryRefundButtonMutation($id: ID!) {
      retryRefund(id: $id) {
        id
        status
        canRetry
        refundedAt
      }
    }
  `);
  const onClick = () =>
    retry({
      variables: { id: refundId },
      onCompleted: (_, errors) => {
        // Failures are told by the network layer, in the user's language by the API's reason code.
        if (errors && errors.length > 0) return;
        toast.success(t('orders.payment.retried'));
      },
    });
  return (
    <Button
      size="small"
      icon="refresh"
      text={t('orders.payment.retry')}
      loading={retrying}
      onClick={onClick}
    />
  );
}
