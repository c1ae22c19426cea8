import './workQueue.css';
import { Tag } from '@blueprintjs/core';
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type WorkQueueBadge_workQueue$key } from './__generated__/WorkQueueBadge_workQueue.graphql';
import { useWorkQueue } from './useWorkQueue';
import { BADGE_LINK_OF, isKnownKind } from './workQueueItems';

/**
 * The count of a header link's work ("Zu erledigen"), as a small badge; nothing while loading, on an error or at 0,
 * so the header never waits for it or breaks with it. The number is read out with what it means.
 */
export function WorkQueueBadge({ link }: { link: string }) {
  return (
    <BadgeErrorBoundary>
      <Suspense fallback={null}>
        <Badge link={link} />
      </Suspense>
    </BadgeErrorBoundary>
  );
}

function Badge({ link }: { link: string }) {
  const { t } = useTranslation();
  const { items } = useFragment<WorkQueueBadge_workQueue$key>(
    graphql`
      fragment WorkQueueBadge_workQueue on WorkQueue {
        items {
          kind
          count
        }
      }
    `,
    useWorkQueue(),
  );
  // The sum of the counts this header link stands for.
  const count = items
    .filter((item) => isKnownKind(item.kind) && BADGE_LINK_OF[item.kind] === link)
    .reduce((sum, item) => sum + item.count, 0);
  if (count === 0) return null;
  return (
    <Tag round intent="warning" className="work-queue-badge">
      <span aria-hidden="true">{count}</span>
      <span className="work-queue-badge-label">{t('workQueue.badge', { count })}</span>
    </Tag>
  );
}

class BadgeErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
