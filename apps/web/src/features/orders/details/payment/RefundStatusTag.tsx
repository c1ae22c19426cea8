import { type Intent, Tag } from '@blueprintjs/core';
import { type PaymentRefundStatus } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';

// ui.md's status colours: waiting yellow, in progress blue, done green, problem red.
const intents: Record<PaymentRefundStatus, Intent> = {
  Queued: 'warning',
  Pending: 'primary',
  Refunded: 'success',
  Failed: 'danger',
};

const isKnown = (status: string): status is PaymentRefundStatus => Object.hasOwn(intents, status);

export function RefundStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag minimal intent={isKnown(status) ? intents[status] : 'none'}>
      {isKnown(status) ? t(`orders.payment.refundStatus.${status}`) : status}
    </Tag>
  );
}
