import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { ADMIN_WORK_SQL } from './admin-work.sql.js';
import { PRACTICE_WORK_SQL } from './practice-work.sql.js';
import { ADMIN_KINDS, PRACTICE_KINDS, WORK_QUEUE_TARGETS } from './work-queue-targets.js';
import type { WorkQueue, WorkQueueItemKind } from './work-queue.types.js';

/**
 * "Zu erledigen": an admin gets the admins' counts, a doctor the own practice's (docs/decisions/work-queue.md).
 * One SQL statement either way; a user without a practice (and not an admin) has nothing to do here.
 */
@Injectable()
export class WorkQueueService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async forViewer(viewer: Viewer): Promise<WorkQueue> {
    if (viewer.isAdmin) return this.queue(ADMIN_KINDS, await this.counts(ADMIN_WORK_SQL, []));
    const centerId = viewer.user.medical_center_id;
    if (!centerId) return this.queue(PRACTICE_KINDS, {});
    const now = this.clock.now().toISOString();
    return this.queue(PRACTICE_KINDS, await this.counts(PRACTICE_WORK_SQL, [centerId, now]));
  }

  private async counts(
    sql: string,
    parameters: unknown[],
  ): Promise<Partial<Record<WorkQueueItemKind, number>>> {
    const [row] = await this.dataSource.query<Partial<Record<WorkQueueItemKind, number>>[]>(sql, parameters);
    return row ?? {};
  }

  private queue(
    kinds: readonly WorkQueueItemKind[],
    counts: Partial<Record<WorkQueueItemKind, number>>,
  ): WorkQueue {
    const items = kinds.map((kind) => ({ kind, count: counts[kind] ?? 0, target: WORK_QUEUE_TARGETS[kind] }));
    return { items, total: items.reduce((sum, item) => sum + item.count, 0) };
  }
}
