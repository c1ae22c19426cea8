import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError, ValidationError } from '../../common/errors/app-error.js';
import { isRowId } from '@portal/shared-types';
import { AuditService } from '../audit/index.js';
import { DomainEvents } from '../../events/index.js';
import { findPart, lockOrder, NoiOrderStatus, orderById, OrderStatus } from '../orders/index.js';
import { LabResultsArrived } from './lab.events.js';
import { LabReport } from './lab-report.entity.js';
import { LabReportQuarantine, QuarantineState } from './lab-report-quarantine.entity.js';
import type { QuarantinedLabReport } from './lab-quarantine.types.js';
import { LabError } from './lab.errors.js';

export enum QuarantineAuditEvent {
  KeptApart = 'lab.report_quarantined',
  Attached = 'lab.quarantined_report_attached',
  Discarded = 'lab.quarantined_report_discarded',
}

/** A part in one of these no longer takes results into the patient's record by itself. */
export const INACTIVE_PART_STATUSES: readonly NoiOrderStatus[] = [
  NoiOrderStatus.Canceled,
  NoiOrderStatus.Recall,
];

const REASON_MIN = 3;
const REASON_MAX = 1000;
const LIST_LIMIT = 200;

/**
 * Results for a cancelled or recalled part are kept apart (docs/decisions/orders.md, issue 28):
 * the applier asks `keepApart` before writing a report into the record; an admin lists what is kept
 * apart and attaches a report (LabResultsArrived, as the applier publishes) or discards it with a
 * reason, both audited.
 */
@Injectable()
export class LabQuarantine {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly audit: AuditService,
  ) {}

  /**
   * True when the report's part (or its whole order) is cancelled or recalled: the report is then kept
   * apart once (audited) and must not be applied. Judged per part: a blood report stays valid when only
   * the DNA sample of the same order was recalled.
   */
  async keepApart(report: LabReport): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const order = await lockOrder(manager, report.order_id);
      const part = await findPart(manager, report.noi_order_id);
      if (!order || !part) return false;
      const inactive = INACTIVE_PART_STATUSES.includes(part.status) || order.status === OrderStatus.Canceled;
      if (!inactive) return false;
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(LabReportQuarantine)
        .values({
          lab_report_id: report.id,
          order_id: report.order_id,
          noi_order_id: part.id,
          part_type: part.type,
          part_status: part.status,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      if ((inserted.raw as unknown[]).length)
        await this.audit.record(
          {
            event: QuarantineAuditEvent.KeptApart,
            subject: { type: 'order', id: report.order_id },
            details: {
              part: part.type,
              partStatus: part.status,
              orderStatus: OrderStatus[order.status],
              labOrderId: report.lab_order_id,
              version: report.version,
              labReportId: report.id,
            },
          },
          manager,
        );
      return true;
    });
  }

  list(state: QuarantineState): Promise<QuarantinedLabReport[]> {
    return this.rows(this.dataSource.manager, 'q.state = $1', [state]);
  }

  /**
   * Writes the report into the patient's record as the applier does (LabResultsArrived: the results
   * areas store it in this transaction, formulas recalculate after the commit) and marks it attached.
   */
  async attach(viewer: Viewer, id: string): Promise<QuarantinedLabReport> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockPending(manager, id);
      const report = await manager.findOneByOrFail(LabReport, { id: row.lab_report_id });
      const order = await orderById(manager, row.order_id);
      await this.events.publish(manager, LabResultsArrived, {
        labReportId: report.id,
        orderId: report.order_id,
        patientId: order.patient_id,
      });
      await manager.update(LabReport, { id: report.id }, { applied_at: new Date() });
      await this.decide(manager, viewer, row, QuarantineState.attached, null);
    });
    return this.one(id);
  }

  /** Marks the report discarded with the admin's reason; nothing reaches the patient's record. */
  async discard(viewer: Viewer, id: string, reason: string): Promise<QuarantinedLabReport> {
    const text = reason.trim();
    if (text.length < REASON_MIN || text.length > REASON_MAX)
      throw ValidationError.of('reason', LabError.discardReasonLength);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockPending(manager, id);
      await this.decide(manager, viewer, row, QuarantineState.discarded, text);
    });
    return this.one(id);
  }

  private async lockPending(manager: EntityManager, id: string): Promise<LabReportQuarantine> {
    if (!isRowId(id)) throw new NotFoundError('Quarantined lab report');
    const row = await manager.findOne(LabReportQuarantine, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new NotFoundError('Quarantined lab report');
    if (row.state !== QuarantineState.pending)
      throw new AppError(ErrorCode.Conflict, LabError.quarantineDecided);
    return row;
  }

  private async decide(
    manager: EntityManager,
    viewer: Viewer,
    row: LabReportQuarantine,
    state: QuarantineState,
    reason: string | null,
  ): Promise<void> {
    await manager.update(
      LabReportQuarantine,
      { id: row.id },
      { state, decided_at: new Date(), decided_by_user_id: viewer.user.id, decision_reason: reason },
    );
    await this.audit.record(
      {
        event:
          state === QuarantineState.attached ? QuarantineAuditEvent.Attached : QuarantineAuditEvent.Discarded,
        ...AuditService.actor(viewer),
        subject: { type: 'order', id: row.order_id },
        details: {
          quarantineId: row.id,
          labReportId: row.lab_report_id,
          part: row.part_type,
          ...(reason ? { reason } : {}),
        },
      },
      manager,
    );
  }

  private async one(id: string): Promise<QuarantinedLabReport> {
    const [row] = await this.rows(this.dataSource.manager, 'q.id = $1', [id]);
    if (!row) throw new NotFoundError('Quarantined lab report');
    return row;
  }

  private async rows(
    manager: EntityManager,
    where: string,
    params: unknown[],
  ): Promise<QuarantinedLabReport[]> {
    const rows = await manager.query<QuarantinedLabReport[]>(
      `SELECT q.id, q.order_id, o.order_number, o.patient_id,
              trim(p.first_name || ' ' || p.last_name) AS patient_name,
              q.part_type, q.part_status, r.lab_order_id, r.version,
              to_char(r.collected_on, 'YYYY-MM-DD') AS collected_on, q.received_at,
              r.blood, r.genotypes, q.state, q.decided_at, trim(u.first_name || ' ' || u.last_name) AS decided_by, q.decision_reason
       FROM lab_report_quarantine q
       JOIN lab_reports r ON r.id = q.lab_report_id
       JOIN orders o ON o.id = q.order_id
       JOIN patients p ON p.id = o.patient_id
       LEFT JOIN users u ON u.id = q.decided_by_user_id
       WHERE ${where}
       ORDER BY q.received_at DESC, q.id DESC
       LIMIT ${LIST_LIMIT}`,
      params,
    );
    return rows.map((row) => ({
      ...row,
      id: String(row.id),
      order_id: String(row.order_id),
      patient_id: String(row.patient_id),
    }));
  }
}
