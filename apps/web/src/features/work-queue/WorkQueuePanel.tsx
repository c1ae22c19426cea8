import './workQueue.css';
import { Card, Classes, H3, Tag } from '@blueprintjs/core';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useDoctorSession } from '../../session/doctorSession';
import { isAdmin } from '../../session/permissions';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { QueryErrorBoundary } from '../../shared/query/QueryErrorBoundary';
import { type WorkQueuePanel_workQueue$key } from './__generated__/WorkQueuePanel_workQueue.graphql';
import { useWorkQueue } from './useWorkQueue';
import { isKnownKind, ITEMS_OF, type WorkQueueAudience, type WorkQueueKind } from './workQueueItems';

/**
 * "Zu erledigen": what needs the viewer now, each with its count and a link to where it is done. Shown to the
 * audience it is placed for (doctors on /patients and /orders, admins on /admin); the loading state keeps the
 * panel's shape.
 */
export function WorkQueuePanel({ audience }: { audience: WorkQueueAudience }) {
  const { t } = useTranslation();
  const { user } = useDoctorSession();
  const headingId = useId();
  const [fetchKey, setFetchKey] = useState(0);
  if (user === null || (isAdmin(user) ? 'admin' : 'doctor') !== audience) return null;
  return (
    <Card compact className="work-queue" role="region" aria-labelledby={headingId}>
      <H3 id={headingId} className="work-queue-title">
        {t('workQueue.title')}
      </H3>
      <QueryErrorBoundary
        title={t('workQueue.loadFailed')}
        retryText={t('workQueue.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense fallback={<WorkQueueSkeleton items={ITEMS_OF[audience]} />}>
          <WorkQueueItems fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
    </Card>
  );
}

function WorkQueueItems({ fetchKey }: { fetchKey: number }) {
  const { t } = useTranslation();
  const { items, total } = useFragment<WorkQueuePanel_workQueue$key>(
    graphql`
      fragment WorkQueuePanel_workQueue on WorkQueue {
        total
        items {
          kind
          count
          target
        }
      }
    `,
    useWorkQueue(fetchKey),
  );
  return (
    <>
      {total === 0 && <p className="work-queue-nothing">{t('workQueue.nothing')}</p>}
      <ul className="work-queue-items">
        {items.map(
          (item) =>
            isKnownKind(item.kind) && (
              <WorkQueueLink key={item.kind} kind={item.kind} count={item.count} target={item.target} />
            ),
        )}
      </ul>
    </>
  );
}

function WorkQueueLink({ kind, count, target }: { kind: WorkQueueKind; count: number; target: string }) {
  const { t } = useTranslation();
  const link = useInternalLink(target);
  const quiet = count === 0;
  return (
    <li className={quiet ? `work-queue-item ${Classes.TEXT_MUTED}` : 'work-queue-item'}>
      <a {...link} className={quiet ? 'work-queue-link work-queue-link-quiet' : 'work-queue-link'}>
        <Tag round minimal={quiet} intent={quiet ? 'none' : 'warning'} className="work-queue-count">
          {count}
        </Tag>{' '}
        {t(`workQueue.items.${kind}`)}
      </a>
    </li>
  );
}

function WorkQueueSkeleton({ items }: { items: number }) {
  const { t } = useTranslation();
  return (
    <ul className="work-queue-items" aria-busy="true" aria-label={t('workQueue.loading')}>
      {Array.from({ length: items }, (_, index) => (
        <li key={index} className="work-queue-item">
          <span className={`work-queue-skeleton ${Classes.SKELETON}`}>&nbsp;</span>
        </li>
      ))}
    </ul>
  );
}
