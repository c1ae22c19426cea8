import { Classes, H6, Icon } from '@blueprintjs/core';
import { formatDateTime } from '@portal/shared-types';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type KnownValue } from '../../../relay/enumValues';
import { StatusTag } from '../../../shared/status';
import { type OrderTimeline_order$key } from './__generated__/OrderTimeline_order.graphql';
import { OrderSection } from './OrderSection';

const partOrder = { blood: 0, dna: 1, supplements: 2 } as const;

function Step({
  date,
  done,
  children,
}: {
  date: string | null | undefined;
  done: boolean;
  children: ReactNode;
}) {
  return (
    <li className={done ? 'order-timeline-step' : `order-timeline-step ${Classes.TEXT_MUTED}`}>
      <Icon icon={done ? 'tick-circle' : 'circle'} size={14} className="order-timeline-dot" />
      <span className="order-timeline-label">{children}</span>
      {date && <time dateTime={date}>{formatDateTime(date)}</time>}
    </li>
  );
}

/**
 * Each part's way so far, oldest first: placed, accepted by the lab (or the manufacturer), and the status the lab's
 * last callback set, with the time it was recorded.
 */
export function OrderTimeline({ orderRef }: { orderRef: OrderTimeline_order$key }) {
  const { t } = useTranslation();
  const order = useFragment(
    graphql`
      fragment OrderTimeline_order on Order {
        placed_at
        noiOrders {
          id
          type
          status
          sent_at
          updated_at
        }
      }
    `,
    orderRef,
  );
  const parts = [...order.noiOrders].sort(
    (a, b) =>
      (partOrder[a.type as KnownValue<typeof a.type>] ?? 9) -
      (partOrder[b.type as KnownValue<typeof b.type>] ?? 9),
  );
  return (
    <OrderSection title={t('orders.details.sections.timeline')} className="order-timeline">
      {parts.length === 0 && <p className={Classes.TEXT_MUTED}>{t('orders.details.timeline.noParts')}</p>}
      {parts.map((part) => (
        <div key={part.id} className="order-timeline-part" data-testid={`timeline-${part.type}`}>
          <H6>{t(`orders.partType.${part.type as KnownValue<typeof part.type>}`)}</H6>
          <ol>
            <Step date={order.placed_at} done={order.placed_at != null}>
              {t('orders.details.timeline.placed')}
            </Step>
            <Step date={part.sent_at} done={part.sent_at != null}>
              {part.sent_at
                ? t(
                    part.type === 'supplements'
                      ? 'orders.details.timeline.sentProduction'
                      : 'orders.details.timeline.sentLab',
                  )
                : t('orders.details.timeline.notSent')}
            </Step>
            <Step date={part.updated_at} done>
              <span className="visually-hidden">{t('orders.details.timeline.current')}: </span>
              <StatusTag kind="orderPart" value={part.status} />
            </Step>
          </ol>
        </div>
      ))}
    </OrderSection>
  );
}
