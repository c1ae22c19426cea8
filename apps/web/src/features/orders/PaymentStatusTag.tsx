import { type Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

// The spec's payment labels; paid green, failed or expired red/amber, waiting neutral.
const intents: Partial<Record<string, Intent>> = {
  Success: 'success',
  Fail: 'danger',
  Expired: 'warning',
  Canceled: 'danger',
};

export function PaymentStatusTag({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Tag minimal intent={intents[status] ?? 'none'}>
      {t(`orders.paymentStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}
