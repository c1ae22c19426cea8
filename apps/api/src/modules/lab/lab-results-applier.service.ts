import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { BloodResultsWriter } from '../results/blood-analysis/services/blood-results-writer.service.js';
import { DnaResultsWriter } from '../results/dna-analysis/services/dna-results-writer.service.js';
import { FormulaTrigger } from '../formulas/formula-trigger.service.js';
import { NoiOrder } from '../orders/noi-order.entity.js';
import { Order } from '../orders/order.entity.js';
import { LabQuarantine } from './lab-quarantine.service.js';
import { LabReport } from './lab-report.entity.js';

const APPLY_BATCH = 50;

/**
 * Turns the lab's kept reports into the patient's results (source Noi): blood values through the
 * blood area, genotypes through the DNA area, oldest version first, then stamps `applied_at`. Both
 * writers store a report once, so a crash between writing and stamping is repaired by applying again
 * (the sweep does, for reports left unapplied).
 */
@Injectable()
export class LabResultsApplier {
  constructor(
    @InjectRepository(LabReport) private readonly reports: Repository<LabReport>,
    private readonly blood: BloodResultsWriter,
    private readonly dna: DnaResultsWriter,
    private readonly formulas: FormulaTrigger,
    private readonly quarantine: LabQuarantine,
  ) {}

  /**
   * The unapplied reports of one lab order, or (sweep) all received before `receivedBefore`; a report
   * whose part is cancelled or recalled is kept apart instead (LabQuarantine).
   */
  async applyPending(scope: { labOrderId: string } | { receivedBefore: Date }): Promise<number> {
    // Unapplied and not kept apart (a kept-apart report waits for an admin, not for the sweep).
    const query = this.reports
      .createQueryBuilder('report')
      .where('report.applied_at IS NULL')
      .andWhere('NOT EXISTS (SELECT 1 FROM lab_report_quarantine kept WHERE kept.lab_report_id = report.id)');
    if ('labOrderId' in scope) query.andWhere('report.lab_order_id = :lab', { lab: scope.labOrderId });
    else query.andWhere('report.received_at < :before', { before: scope.receivedBefore });
    const pending = await query
      .orderBy('report.lab_order_id', 'ASC')
      .addOrderBy('report.version', 'ASC')
      .take(APPLY_BATCH)
      .getMany();
    const patients = new Set<string>();
    for (const report of pending) {
      // Results for a cancelled or recalled part stay out of the patient's record until an admin decides.
      if (await this.quarantine.keepApart(report)) continue;
      if (report.blood.length) await this.blood.applyLabValues(report);
      if (report.genotypes.length) await this.dna.applyLabGenotypes(report);
      await this.reports.update({ id: report.id, applied_at: IsNull() }, { applied_at: new Date() });
      patients.add(await this.patientOf(report));
    }
    // Results arrived: the patients' recommendations (and a recipe waiting for them) are recalculated.
    for (const patientId of patients) await this.formulas.patientChanged(patientId);
    return pending.length;
  }

  /** A part reached ResultsReady: a supplements part of the same order may now get its recipe. */
  async resultsReady(labOrderId: string): Promise<void> {
    const part = await this.reports.manager.findOneBy(NoiOrder, { noi_order_id: labOrderId });
    const order = part && (await this.reports.manager.findOneBy(Order, { id: part.order_id }));
    if (order) await this.formulas.patientChanged(order.patient_id);
  }

  private async patientOf(report: LabReport): Promise<string> {
    const order = await this.reports.manager.findOneByOrFail(Order, { id: report.order_id });
    return order.patient_id;
  }
}
