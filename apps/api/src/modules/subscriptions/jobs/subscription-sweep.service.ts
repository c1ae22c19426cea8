import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock.js';
import type { JobDefinition } from '../../../queue/job-definition.js';
import { QueueRegistry } from '../../../queue/queue-registry.service.js';
import { addDays, RENEWAL_NOTICE_DAYS } from '../subscription-status.js';
import {
  noticeJobId,
  RenewSubscriptionJob,
  renewalJobId,
  ResumeSubscriptionJob,
  resumeJobId,
  SendRenewalNoticeJob,
} from '../subscriptions.jobs.js';

// A job that failed for good is kept an hour only: while it is kept, its id blocks the next sweep's
// enqueue of the same step (BullMQ ignores a known id), and the database guards make a retry safe.
const JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnFail: { age: 3600 },
} as const;

export interface SubscriptionSweepResult {
  renewals: number;
  notices: number;
  resumes: number;
}

interface DueRow {
  id: string;
  cycle_no: number;
  /** The due time as Postgres prints it: exact to the microsecond, for the keyset. */
  at: string;
  paused_at: Date | null;
}

/**
 * Finds everything that is due and enqueues one job each, in chunks walked by (due time, id). The job
 * ids are deterministic, so two sweeps (two workers, a restart) enqueue each renewal once; the job
 * re-checks and the orders' unique (subscription_id, cycle_no) is the last defence.
 */
@Injectable()
export class SubscriptionSweep {
  /** Rows read and jobs added per round trip: the sweep's memory stays the same however much is due. */
  static chunkSize = 5000;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: QueueRegistry,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<SubscriptionSweepResult> {
    const now = this.clock.now();
    const renewals = await this.enqueueDue(
      `status = 'active' AND current_period_end <= $1`,
      [now],
      'current_period_end',
      RenewSubscriptionJob,
      (row) => {
        const cycleNo = row.cycle_no + 1;
        return { payload: { subscriptionId: row.id, cycleNo }, jobId: renewalJobId(row.id, cycleNo) };
      },
    );
    const notices = await this.enqueueDue(
      `status = 'active' AND current_period_end > $1 AND current_period_end <= $2
       AND notice_sent_for_cycle IS DISTINCT FROM cycle_no + 1`,
      [now, addDays(now, RENEWAL_NOTICE_DAYS)],
      'current_period_end',
      SendRenewalNoticeJob,
      (row) => {
        const cycleNo = row.cycle_no + 1;
        return { payload: { subscriptionId: row.id, cycleNo }, jobId: noticeJobId(row.id, cycleNo) };
      },
    );
    const resumes = await this.enqueueDue(
      `status = 'paused' AND resume_at <= $1`,
      [now],
      'resume_at',
      ResumeSubscriptionJob,
      (row) => {
        const pausedAt = new Date(row.paused_at!);
        return {
          payload: { subscriptionId: row.id, pausedAt: pausedAt.toISOString() },
          jobId: resumeJobId(row.id, pausedAt),
        };
      },
    );
    return { renewals, notices, resumes };
  }

  /** Walks the rows matching `where` by (`dueColumn`, id), a chunk at a time; answers how many. */
  private async enqueueDue<Payload>(
    where: string,
    params: unknown[],
    dueColumn: 'current_period_end' | 'resume_at',
    job: JobDefinition<Payload>,
    jobOf: (row: DueRow) => { payload: Payload; jobId: string },
  ): Promise<number> {
    let count = 0;
    let after: [string, string] | null = null;
    for (;;) {
      const keyset: string = after
        ? `AND (${dueColumn}, id) > ($${params.length + 1}::timestamptz, $${params.length + 2}::bigint)`
        : '';
      const rows: DueRow[] = await this.dataSource.query(
        `SELECT id::text, cycle_no, ${dueColumn}::text AS at, paused_at FROM subscriptions
         WHERE ${where} ${keyset} ORDER BY ${dueColumn}, id LIMIT ${SubscriptionSweep.chunkSize}`,
        after ? [...params, ...after] : params,
      );
      await this.queues.enqueueMany(
        job,
        rows.map((row) => {
          const { payload, jobId } = jobOf(row);
          return { payload, options: { jobId, ...JOB_OPTIONS } };
        }),
      );
      count += rows.length;
      if (rows.length < SubscriptionSweep.chunkSize) return count;
      const last = rows[rows.length - 1];
      after = [last.at, last.id];
    }
  }
}
