// Two workers, each with the timed sweeps' crons (docs/decisions/platform.md, "More than one machine"): every
// sweep must run once per slot across them, also when one worker's cron fires after the other's job ended.
import type { INestApplicationContext } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Queue } from 'bullmq';
import { SweepEventsJob } from '../../src/events/domain-events.jobs.js';
import { PurgeExpiredDocumentsJob } from '../../src/modules/documents/documents.jobs.js';
import { SweepLabJob } from '../../src/modules/lab/lab.jobs.js';
import { PurgePatientDataExportsJob } from '../../src/modules/patient-portal/data/patient-data.jobs.js';
import { SweepPaymentsJob } from '../../src/modules/payments/payments.jobs.js';
import { SweepSubscriptionsJob } from '../../src/modules/subscriptions/subscriptions.jobs.js';
import type { JobDefinition } from '../../src/queue/job-definition.js';
import { redisConnection } from '../../src/queue/redis-connection.js';
import { startTestWorker } from '../helpers/worker.js';

const SWEEPS: JobDefinition[] = [
  SweepLabJob,
  SweepPaymentsJob,
  SweepSubscriptionsJob,
  PurgeExpiredDocumentsJob,
  PurgePatientDataExportsJob,
  SweepEventsJob,
];
const STATES = ['completed', 'failed', 'active', 'waiting', 'delayed', 'prioritized'] as const;
/** How long the test fires crons and waits for their jobs, at most (about 3 s in CI). */
const TEST_SPAN_MS = 20_000;

/**
 * Every sweep's slot is a whole number of minutes (1, 5, 10 or 60) rounded to the nearest (`oncePerSlot`), so the
 * slots turn at second 0 or 30 of a minute. Crons fired across such a turn rightly make two jobs (the test failed
 * once in CI that way), so the test starts where the next turn is at least its span away.
 */
async function clearOfSlotTurn(): Promise<void> {
  const untilTurn = (30_000 - (Date.now() % 30_000)) % 30_000;
  if (untilTurn < TEST_SPAN_MS) await new Promise((resolve) => setTimeout(resolve, untilTurn + 500));
}

describe('the timed sweeps of two workers', () => {
  // A prefix of its own: only the jobs of these two workers are counted.
  const prefix = `worker-replicas-${process.pid}-${Date.now()}`;
  const queues = new Map<string, Queue>();
  const queueOf = (sweep: JobDefinition) => {
    let queue = queues.get(sweep.queue);
    if (!queue)
      queues.set(
        sweep.queue,
        (queue = new Queue(sweep.queue, {
          connection: redisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'),
          prefix,
        })),
      );
    return queue;
  };
  /** The jobs of each sweep, in any state, and how many of them have ended. */
  const jobsOf = async () =>
    Promise.all(
      SWEEPS.map(async (sweep) => {
        const jobs = (await queueOf(sweep).getJobs([...STATES])).filter((job) => job.name === sweep.name);
        return { total: jobs.length, ended: jobs.filter((job) => job.finishedOn).length };
      }),
    );
  const waitFor = async (done: (counts: { total: number; ended: number }[]) => boolean) => {
    for (let tries = 0; tries < 150 && !done(await jobsOf()); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
  };

  let workers: INestApplicationContext[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await Promise.all([...queues.values()].map(async (queue) => queue.obliterate({ force: true })));
    await Promise.all([...queues.values()].map((queue) => queue.close()));
  });

  it('run once per slot, whichever worker’s cron fires and however late', async () => {
    const env = { REDIS_PREFIX: prefix, SCHEDULES_ENABLED: 'true' };
    workers = await Promise.all([startTestWorker(env), startTestWorker(env)]);
    const crons = workers.map((worker) => [...worker.get(SchedulerRegistry).getCronJobs().values()]);
    expect(crons.map((list) => list.length)).toEqual([SWEEPS.length, SWEEPS.length]);
    // Their own timers stopped: the test fires them, on both workers at once.
    for (const job of crons.flat()) void job.stop();
    await clearOfSlotTurn();
    await Promise.all(crons.flat().map((job) => job.fireOnTick()));
    await waitFor((counts) => counts.every(({ total }) => total >= 1));
    expect((await jobsOf()).map(({ total }) => total)).toEqual(SWEEPS.map(() => 1));

    // The second worker's clock a few seconds behind: its crons fire again once the first jobs ended.
    await waitFor((counts) => counts.every(({ total, ended }) => ended === total));
    await Promise.all(crons[1].map((job) => job.fireOnTick()));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await jobsOf()).map(({ total }) => total)).toEqual(SWEEPS.map(() => 1));
  }, 90_000);
});
