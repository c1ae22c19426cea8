// Worker side of the formulas queue: one patient's recalculation per job. The job re-reads everything
// it works on; a removed patient ends it quietly. A worker killed midway rolled nothing forward (one
// transaction), and BullMQ hands the stalled job to a worker again.
import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import { FormulaCalculation, type FormulaRunSummary } from './calculation/formula-calculation.service.js';
import { CalculateFormulasJob, type CalculateFormulasPayload } from './formulas.jobs.js';

@Injectable()
export class FormulasProcessor {
  constructor(private readonly calculation: FormulaCalculation) {}

  @JobHandler(CalculateFormulasJob)
  calculate(payload: CalculateFormulasPayload): Promise<FormulaRunSummary | null> {
    return this.calculation.run(payload.patientId);
  }
}
