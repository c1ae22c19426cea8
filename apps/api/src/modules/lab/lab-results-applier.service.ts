import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import { DomainEvents } from '../../events/index.js';
import { findOrder, orderById, partByLabOrderId } from '../orders/index.js';
import { LabPartResultsReady, LabResultsArrived } from './lab.events.js';
import { LabQuarantine } from './lab-quarantine.service.js';
import { LabReport } from './lab-report.entity.js';

const APPLY_BATCH = 50;

/**
 * Turns the lab's kept reports into the patient's results (source Noi), oldest version first: one
 * transaction per report publishes LabResultsArrived (the results areas store the blood values and the
 * genotypes in it) and stamps `applied_at`. The results are stored once per report, so a crash between
 * writing and stamping is repaired by applying again (the sweep does, for reports left unapplied).
 */
@Injectable()
export class LabResultsApplier {
  constructor(
    @InjectRepository(LabReport) private readonly reports: Repository<LabReport>,
    private readonly events: DomainEvents,
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
    for (const report of pending) {
      // Results for a cancelled or recalled part stay out of the patient's record until an admin decides.
      if (await this.quarantine.keepApart(report)) continue;
      // Results arrived: stored in this transaction; the patient's recommendations (and a recipe waiting
      // for them) are recalculated after its commit.
      await this.reports.manager.transaction(async (manager) => {
        await this.events.publish(manager, LabResultsArrived, {
          labReportId: report.id,
          orderId: report.order_id,
          patientId: await this.patientOf(manager, report.order_id),
        });
        await manager.update(LabReport, { id: report.id, applied_at: IsNull() }, { applied_at: new Date() });
      });
    }
    return pending.length;
  }

  /** A part reached ResultsReady: a supplements part of the same order may now get its recipe. */
  async resultsReady(labOrderId: string): Promise<void> {
    await this.reports.manager.transaction(async (manager) => {
      const part = await partByLabOrderId(manager, labOrderId);
      const order = part && (await findOrder(manager, part.order_id));
      if (order)
        await this.events.publish(manager, LabPartResultsReady, {
          orderId: order.id,
          patientId: order.patient_id,
        });
    });
  }

  private async patientOf(manager: EntityManager, orderId: string): Promise<string> {
    const order = await orderById(manager, orderId);
    return order.patient_id;
  }
}
