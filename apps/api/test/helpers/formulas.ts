import { randomUUID } from 'node:crypto';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
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

// Any fixed number: the key of the advisory lock below.
const TEMPLATE_SET_LOCK = 7_305_035;

/**
 * The suites share one database: a test that removes a seeded template (and makes a new one) holds
 * this alone, a test that expects one dose per micronutrient holds it shared, so a calculation never
 * runs in the moment between the removal and the new template. Returns the release.
 */
export async function holdTemplateSet(
  app: INestApplication,
  mode: 'counting' | 'removing',
): Promise<() => Promise<void>> {
  const runner = app.get(DataSource).createQueryRunner();
  await runner.connect();
  const shared = mode === 'counting' ? '_shared' : '';
  await runner.query(`SELECT pg_advisory_lock${shared}($1)`, [TEMPLATE_SET_LOCK]);
  return async () => {
    try {
      await runner.query(`SELECT pg_advisory_unlock${shared}($1)`, [TEMPLATE_SET_LOCK]);
    } finally {
      await runner.release();
    }
  };
}
