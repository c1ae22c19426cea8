import { Injectable } from '@nestjs/common';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { PatientProcessingProbe } from '../patients/index.js';
import { FORMULAS_QUEUE, formulaJobIds, RUNNING_STATES } from './formulas.jobs.js';

/** Whether a formula calculation for the patient is queued or running, read from the queue itself. */
@Injectable()
export class FormulaQueueProbe implements PatientProcessingProbe {
  readonly name = 'formulas';

  constructor(private readonly queues: QueueRegistry) {}

  runningFor(patientIds: readonly string[]): Promise<boolean[]> {
    const queue = this.queues.queue(FORMULAS_QUEUE);
    return Promise.all(
      patientIds.map(async (id) => {
        const states = await Promise.all(formulaJobIds(id).map((jobId) => queue.getJobState(jobId)));
        return states.some((state) => RUNNING_STATES.has(state));
      }),
    );
  }
}
