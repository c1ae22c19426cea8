import { Injectable, Logger } from '@nestjs/common';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import {
  CalculateFormulasJob,
  FORMULA_JOB_OPTIONS,
  FORMULAS_QUEUE,
  formulaJobIds,
  WAITING_STATES,
} from './formulas.jobs.js';

export type TriggerResult = 'queued' | 'merged' | 'failed';

/**
 * Queues a patient's recalculation after something it reads has changed (results arrived, blood values
 * saved or deleted, answers, height or weight). Call it after the change is committed: the job must
 * read it. It never fails the caller; a trigger lost with Redis down is caught up by the next change.
 */
@Injectable()
export class FormulaTrigger {
  private readonly logger = new Logger('Formulas');

  constructor(private readonly queues: QueueRegistry) {}

  async patientChanged(patientId: string): Promise<TriggerResult> {
    try {
      return await this.queue(patientId);
    } catch (error) {
      this.logger.warn({ patientId, err: (error as Error).message }, 'could not queue a formula calculation');
      return 'failed';
    }
  }

  private async queue(patientId: string): Promise<TriggerResult> {
    const queue = this.queues.queue(FORMULAS_QUEUE);
    const slots = await Promise.all(
      formulaJobIds(patientId).map(async (jobId) => {
        const job = await queue.getJob(jobId);
        return { jobId, job, state: job ? await job.getState() : 'missing' };
      }),
    );
    // One waits already: it will read this change when it runs.
    if (slots.some((slot) => WAITING_STATES.has(slot.state))) return 'merged';
    const free = slots.find((slot) => slot.state !== 'active');
    // Both running (the second waits for the first's lock): the second reads this change.
    if (!free) return 'merged';
    if (free.job) {
      // Completed or failed: replaced. If it became active meanwhile, that run reads this change.
      const removed = await free.job.remove().then(
        () => true,
        () => false,
      );
      if (!removed) return 'merged';
    }
    await this.queues.enqueue(
      CalculateFormulasJob,
      { patientId },
      { jobId: free.jobId, ...FORMULA_JOB_OPTIONS },
    );
    return 'queued';
  }
}
