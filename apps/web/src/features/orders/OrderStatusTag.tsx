import { type Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

// Where an order stands at a glance: problems amber or red, finished work green.
const intents: Partial<Record<string, Intent>> = {
  Canceled: 'danger',
  Recall: 'warning',
  NotEnoughData: 'warning',
  ResultsReady: 'success',
  OrderShipped: 'success',
};

export function OrderStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag minimal intent={intents[status] ?? 'none'}>
      {t(`orders.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
