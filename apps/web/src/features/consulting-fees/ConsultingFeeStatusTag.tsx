import { type Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type FeeStatus } from './financialListParams';

// The design's status colours: paid out is done (green), unpaid is waiting (yellow), cancelled red.
export const feeStatusIntents: Record<FeeStatus, Intent> = {
  Paid: 'success',
  Unpaid: 'warning',
  Canceled: 'danger',
};

export function ConsultingFeeStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = status in feeStatusIntents ? (status as FeeStatus) : null;
  return (
    <Tag minimal intent={known ? feeStatusIntents[known] : 'none'}>
      {known ? t(`financial.status.${known}`) : status}
    </Tag>
  );
}
