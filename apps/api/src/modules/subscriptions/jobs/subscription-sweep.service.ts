import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock.js';
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

// Per sweep and kind; the rest waits for the next sweep (a backlog drains in a few runs).
const BATCH = 5000;
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

/**
 * Finds what is due and enqueues one job each. The job ids are deterministic, so two sweeps (two
 * workers, a restart) enqueue each renewal once; the job re-checks and the orders' unique
 * (subscription_id, cycle_no) is the last defence.
 */
@Injectable()
export class SubscriptionSweep {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: QueueRegistry,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<SubscriptionSweepResult> {
    const now = this.clock.now();
    const due = await this.dataSource.query<{ id: string; cycle_no: number }[]>(
      `SELECT id, cycle_no FROM subscriptions WHERE status = 'active' AND current_period_end <= $1
       ORDER BY current_period_end LIMIT ${BATCH}`,
      [now],
    );
    for (const row of due) {
      const cycleNo = row.cycle_no + 1;
      await this.queues.enqueue(
        RenewSubscriptionJob,
        { subscriptionId: String(row.id), cycleNo },
        { jobId: renewalJobId(String(row.id), cycleNo), ...JOB_OPTIONS },
      );
    }
    const notices = await this.dataSource.query<{ id: string; cycle_no: number }[]>(
      `SELECT id, cycle_no FROM subscriptions WHERE status = 'active'
         AND current_period_end > $1 AND current_period_end <= $2
         AND notice_sent_for_cycle IS DISTINCT FROM cycle_no + 1
       ORDER BY current_period_end LIMIT ${BATCH}`,
      [now, addDays(now, RENEWAL_NOTICE_DAYS)],
    );
    for (const row of notices) {
      const cycleNo = row.cycle_no + 1;
      await this.queues.enqueue(
        SendRenewalNoticeJob,
        { subscriptionId: String(row.id), cycleNo },
        { jobId: noticeJobId(String(row.id), cycleNo), ...JOB_OPTIONS },
      );
    }
    const resumes = await this.dataSource.query<{ id: string; paused_at: Date }[]>(
      `SELECT id, paused_at FROM subscriptions WHERE status = 'paused' AND resume_at <= $1
       ORDER BY resume_at LIMIT ${BATCH}`,
      [now],
    );
    for (const row of resumes) {
      await this.queues.enqueue(
        ResumeSubscriptionJob,
        { subscriptionId: String(row.id), pausedAt: new Date(row.paused_at).toISOString() },
        { jobId: resumeJobId(String(row.id), new Date(row.paused_at)), ...JOB_OPTIONS },
      );
    }
    return { renewals: due.length, notices: notices.length, resumes: resumes.length };
  }
}
