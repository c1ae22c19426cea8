import { type Intent, Tag } from '@blueprintjs/core';
import { type PaymentStatus } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';

// The spec's payment labels; paid green, failed, canceled or charged back red, expired amber, waiting neutral.
// A Record over every status: a new status of the API does not compile until it has its colour.
const intents: Record<PaymentStatus, Intent> = {
  Pending: 'none',
  Success: 'success',
  Fail: 'danger',
  Expired: 'warning',
  Canceled: 'danger',
  ChargedBack: 'danger',
};

const isKnown = (status: string): status is PaymentStatus => Object.hasOwn(intents, status);

export function PaymentStatusTag({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Tag minimal intent={isKnown(status) ? intents[status] : 'none'}>
      {t(`orders.paymentStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}
