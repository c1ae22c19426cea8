import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/index.js';
import { partByLabOrderId } from '../orders/index.js';
import { LabClient } from './lab-client.js';
import { LabReport } from './lab-report.entity.js';

export const LAB_REPORT_RECEIVED = 'lab.report_received';

/**
 * Fetches the reports of one of the lab's orders and keeps every version not seen before, as sent. A
 * version already kept is left alone (a callback delivered twice stores nothing twice).
 */
@Injectable()
export class LabReports {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly client: LabClient,
    private readonly audit: AuditService,
  ) {}

  /** Answers how many new versions were kept; null when the part or the lab order is unknown. */
  async receive(labOrderId: string): Promise<number | null> {
    const part = await partByLabOrderId(this.dataSource.manager, labOrderId);
    if (!part) return null;
    const versions = await this.client.fetchReports(labOrderId);
    if (!versions) return null;
    let kept = 0;
    for (const report of versions) {
      const inserted = await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(LabReport)
        .values({
          order_id: part.order_id,
          noi_order_id: part.id,
          lab_order_id: labOrderId,
          report_id: report.reportId,
          version: report.version,
          status: report.status,
          issued_at: report.issuedAt,
          collected_on: report.collectedOn,
          blood: report.blood,
          genotypes: report.genotypes,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (!(inserted.raw as unknown[]).length) continue;
      kept += 1;
      await this.audit.record({
        event: LAB_REPORT_RECEIVED,
        subject: { type: 'order', id: part.order_id },
        details: { part: part.type, labOrderId, version: report.version, status: report.status },
      });
    }
    return kept;
  }
}
