import type { Job } from 'bullmq';

/** Whether the running attempt of the job is its last one: if it fails, BullMQ will not retry it. */
export const isLastAttempt = (job: Pick<Job, 'attemptsMade' | 'opts'>): boolean =>
  job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
