import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '../../../common/errors/app-error.js';
import { QueueRegistry } from '../../../queue/queue-registry.service.js';
import { PatientsError } from '../patients.errors.js';

// The formulas area will own this queue and its job; patients already read the job's state.
export const FORMULAS_QUEUE = 'formulas';

const RUNNING_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/** The formula job id of a patient: one job per patient at a time (BullMQ ids may not contain ':'). */
export const formulaJobId = (patientId: string) => `formula-${patientId}`;

/** Whether a formula calculation for the patient is queued or running, read from the queue itself. */
@Injectable()
export class PatientProcessingService {
  constructor(private readonly queues: QueueRegistry) {}

  async isBeingProcessed(patientIds: readonly string[]): Promise<boolean[]> {
    const queue = this.queues.queue(FORMULAS_QUEUE);
    const states = await Promise.all(patientIds.map((id) => queue.getJobState(formulaJobId(id))));
    return states.map((state) => RUNNING_STATES.has(state));
  }

  /** Changes that feed the formula are refused while a calculation for the patient runs. */
  async assertNotProcessing(patientId: string): Promise<void> {
    const [processing] = await this.isBeingProcessed([patientId]);
    if (processing) throw new AppError(ErrorCode.Conflict, PatientsError.beingProcessed);
  }
}
