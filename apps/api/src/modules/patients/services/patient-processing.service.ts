import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '../../../common/errors/app-error.js';
import { QueueRegistry } from '../../../queue/queue-registry.service.js';
import { PatientsError } from '../patients.errors.js';
import { FORMULAS_QUEUE, formulaJobIds, RUNNING_STATES } from '../../formulas/formulas.jobs.js';

/** Whether a formula calculation for the patient is queued or running, read from the queue itself. */
@Injectable()
export class PatientProcessingService {
  constructor(private readonly queues: QueueRegistry) {}

  async isBeingProcessed(patientIds: readonly string[]): Promise<boolean[]> {
    const queue = this.queues.queue(FORMULAS_QUEUE);
    return Promise.all(
      patientIds.map(async (id) => {
        const states = await Promise.all(formulaJobIds(id).map((jobId) => queue.getJobState(jobId)));
        return states.some((state) => RUNNING_STATES.has(state));
      }),
    );
  }

  /** Changes that feed the formula are refused while a calculation for the patient runs. */
  async assertNotProcessing(patientId: string): Promise<void> {
    const [processing] = await this.isBeingProcessed([patientId]);
    if (processing) throw new AppError(ErrorCode.Conflict, PatientsError.beingProcessed);
  }
}
