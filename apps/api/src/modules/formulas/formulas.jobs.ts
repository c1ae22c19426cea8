import type { JobsOptions } from 'bullmq';
import { defineJob } from '../../queue/job-definition.js';

export const FORMULAS_QUEUE = 'formulas';

export interface CalculateFormulasPayload {
  patientId: string;
}

/** One patient's recalculation of every micronutrient (formula-calculation.service.ts). */
export const CalculateFormulasJob = defineJob<CalculateFormulasPayload>(FORMULAS_QUEUE, 'formulas.calculate');

export const FORMULA_JOBS = [CalculateFormulasJob];

/**
 * Two ids per patient (BullMQ ids may not contain ':'): a trigger while a calculation waits is merged
 * into it; a trigger while one is running queues the follow-up slot, so the change it announces is
 * calculated too. A patient therefore never has more than one waiting calculation.
 */
export const formulaJobId = (patientId: string) => `formula-${patientId}`;
export const formulaFollowUpJobId = (patientId: string) => `formula-${patientId}-next`;
export const formulaJobIds = (patientId: string) => [
  formulaJobId(patientId),
  formulaFollowUpJobId(patientId),
];

export const FORMULA_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** Job states in which a calculation is queued or running (isBeingProcessed). */
export const RUNNING_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
export const WAITING_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children']);
