import { type Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

// Where an order or a part stands at a glance: problems amber or red, waiting or paused amber, finished work green.
const intents: Partial<Record<string, Intent>> = {
  Canceled: 'danger',
  Recall: 'warning',
  NotEnoughData: 'warning',
  WaitingForResults: 'warning',
  Delayed: 'warning',
  Paused: 'warning',
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

/** A blood, DNA or supplements part, with the part labels of the spec (e.g. Delayed: the recipe's review). */
export function PartStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag minimal intent={intents[status] ?? 'none'}>
      {t(`orders.partStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}
