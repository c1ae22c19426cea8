import type { JobsOptions } from 'bullmq';

/**
 * The options of a timed sweep's job, which the cron of every worker enqueues: one job per slot of `everyMs`
 * however many workers run, since BullMQ drops a job whose id it still holds. The slot is the nearest
 * boundary (each cron fires just after one), so machines whose clocks differ by less than half a slot name
 * the same job; the job is kept for two slots after it ended, so a late duplicate still finds it. A sweep
 * that failed (a database restart) is tried again a few seconds later instead of a slot later.
 */
export function oncePerSlot(name: string, everyMs: number, now = Date.now()): JobsOptions {
  const slot = Math.round(now / everyMs);
  const keep = { age: Math.max(3600, Math.ceil((2 * everyMs) / 1000)) };
  return {
    jobId: `${name}-${slot}`,
    attempts: 3,
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: keep,
    removeOnFail: keep,
  };
}
