import { randomUUID } from 'node:crypto';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { FORMULAS_QUEUE, formulaJobIds, RUNNING_STATES } from '../../src/modules/formulas/formulas.jobs.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { eventually } from './payments.js';

/**
 * Queues of the suite's own (REDIS_PREFIX): formula jobs that a suite queues are seen only by its own
 * worker, or stay waiting when it runs none, whatever the other suites' workers do meanwhile.
 */
export const ownQueues = () => ({ REDIS_PREFIX: `test-own-${process.pid}-${randomUUID().slice(0, 8)}` });

/** Waits until the patient's formula calculation (queued by a change) has run. */
export async function calculated(
  app: INestApplication | INestApplicationContext,
  patientId: string,
  timeoutMs = 45_000,
) {
  const queue = app.get(QueueRegistry).queue(FORMULAS_QUEUE);
  await eventually(
    async () => {
      const states = await Promise.all(formulaJobIds(patientId).map((jobId) => queue.getJobState(jobId)));
      return states.some((state) => RUNNING_STATES.has(state));
    },
    (busy) => !busy,
    timeoutMs,
  );
}

/**
 * Takes a patient's queued calculation out of the suite's own queues (ownQueues, no worker): for tests
 * of the doctor's own edits on a patient the formula has not reached yet.
 */
export async function dropQueuedCalculation(app: INestApplication, patientId: string): Promise<void> {
  const queue = app.get(QueueRegistry).queue(FORMULAS_QUEUE);
  for (const jobId of formulaJobIds(patientId)) await queue.remove(jobId);
}
