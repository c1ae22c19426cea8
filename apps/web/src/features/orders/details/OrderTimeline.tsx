import { Classes, H6, Icon } from '@blueprintjs/core';
import { formatDateTime, statusDisplay } from '@portal/shared-types';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type TranslationKey } from '../../../i18n/translationKey';
import { type KnownValue } from '../../../relay/enumValues';
import { StatusTag } from '../../../shared/status';
import { type OrderTimeline_order$key } from './__generated__/OrderTimeline_order.graphql';
import { OrderSection } from './OrderSection';

const partOrder = { blood: 0, dna: 1, supplements: 2 } as const;

// How far the partner's acceptance (sent_at, set in the app) and the history's first row (the database's
// clock) may lie apart and still be the same moment: a history that starts by then holds the acceptance.
const CLOCK_TOLERANCE_MS = 60_000;

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
 * Each part's way so far, oldest first: placed, then every status the part moved to with its date (the lab's
 * callbacks and sweep, the sample's registration, the partner's acceptance), the current one last as its tag.
 * A part placed before the history was kept shows what it has: the partner's acceptance (sent_at) and the
 * current status with the time it was last recorded (updated_at).
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
          statusChanges {
            status
            changed_at
          }
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
  const statusLabel = (status: string) => {
    const display = statusDisplay('orderPart', status);
    return display.known ? t(display.label as TranslationKey) : status;
  };
  return (
    <OrderSection title={t('orders.details.sections.timeline')} className="order-timeline">
      {parts.length === 0 && <p className={Classes.TEXT_MUTED}>{t('orders.details.timeline.noParts')}</p>}
      {parts.map((part) => {
        const changes = part.statusChanges;
        const last = changes.at(-1);
        // The current status is the history's last row when it recorded it; otherwise it is added with updated_at.
        const current = last?.status === part.status ? last : null;
        const earlier = current ? changes.slice(0, -1) : changes;
        const historyHoldsSending =
          changes.length > 0 &&
          part.sent_at != null &&
          Date.parse(changes[0].changed_at) <= Date.parse(part.sent_at) + CLOCK_TOLERANCE_MS;
        return (
          <div key={part.id} className="order-timeline-part" data-testid={`timeline-${part.type}`}>
            <H6>{t(`orders.partType.${part.type as KnownValue<typeof part.type>}`)}</H6>
            <ol>
              <Step date={order.placed_at} done={order.placed_at != null}>
                {t('orders.details.timeline.placed')}
              </Step>
              {(changes.length === 0 || (part.sent_at != null && !historyHoldsSending)) && (
                <Step date={part.sent_at} done={part.sent_at != null}>
                  {part.sent_at
                    ? t(
                        part.type === 'supplements'
                          ? 'orders.details.timeline.sentProduction'
                          : 'orders.details.timeline.sentLab',
                      )
                    : t('orders.details.timeline.notSent')}
                </Step>
              )}
              {earlier.map((change, index) => (
                <Step key={index} date={change.changed_at} done>
                  {statusLabel(change.status)}
                </Step>
              ))}
              <Step date={current?.changed_at ?? part.updated_at} done>
                <span className="visually-hidden">{t('orders.details.timeline.current')}: </span>
                <StatusTag kind="orderPart" value={part.status} />
              </Step>
            </ol>
          </div>
        );
      })}
    </OrderSection>
  );
}
