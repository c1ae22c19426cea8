import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../../audit/index.js';
import { markLabReportApplied } from '../../../lab/index.js';
import type { LabReport } from '../../../lab/lab-report.entity.js';
import { orderById } from '../../../orders/index.js';
import { BloodAuditEvent } from '../blood-analysis.errors.js';
import { AnalysisParameter, AnalysisType } from '../entities/analysis-parameter.entity.js';
import { AnalysisResultValue } from '../entities/analysis-result-value.entity.js';
import { AnalysisResult, AnalysisResultSource } from '../entities/analysis-result.entity.js';
import { convert, factorTo } from '../unit-conversion.js';

export interface AppliedLabValues {
  /** False when the report was applied before (nothing stored again). */
  applied: boolean;
  stored: number;
  skipped: { code: string; unit: string; why: 'unknownCode' | 'unknownUnit' }[];
}

/**
 * Turns a lab report's blood values into the patient's values (source Noi). Applying a report twice
 * stores it once; a later version of the same lab order supersedes the values of the earlier ones,
 * which stay. A value whose code or unit is unknown is skipped and audited: a wrong number is worse
 * than a missing one.
 */
@Injectable()
export class BloodResultsWriter {
  private readonly logger = new Logger('BloodResults');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** In the caller's transaction when one is given (an admin attaching a report kept apart). */
  applyLabValues(report: LabReport, within?: EntityManager): Promise<AppliedLabValues> {
    const run = async (manager: EntityManager): Promise<AppliedLabValues> => {
      const order = await orderById(manager, report.order_id);
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(AnalysisResult)
        .values({
          patient_id: order.patient_id,
          value_date: report.collected_on,
          source: AnalysisResultSource.Noi,
          lab_report_id: report.id,
          order_id: report.order_id,
          created_by: null,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      const resultId = (inserted.raw as { id: string }[])[0]?.id;
      if (!resultId) return { applied: false, stored: 0, skipped: [] };

      const codes = [...new Set(report.blood.map((b) => b.code))];
      // A lab names a marker by our code (the JSON exchange) or by one of its LOINC codes (FHIR); a LOINC code
      // belongs to one marker only (catalogue-codes.spec).
      const parameters = codes.length
        ? await manager
            .getRepository(AnalysisParameter)
            .createQueryBuilder('parameter')
            .where('parameter.analysis_type = :type', { type: AnalysisType.Blood })
            .andWhere(
              '(parameter.code IN (:...codes) OR parameter.loinc_codes ?| ARRAY[:...codes]::text[])',
              {
                codes,
              },
            )
            .getMany()
        : [];
      const byCode = new Map(
        parameters.flatMap((p) => [
          [p.code, p] as const,
          ...(p.loinc_codes ?? []).map((loinc) => [loinc, p] as const),
        ]),
      );
      const skipped: AppliedLabValues['skipped'] = [];
      const supersededByLater = await this.laterVersionApplied(manager, report);
      const rows: Partial<AnalysisResultValue>[] = [];
      for (const reported of report.blood) {
        const parameter = byCode.get(reported.code);
        if (!parameter) {
          skipped.push({ code: reported.code, unit: reported.unit, why: 'unknownCode' });
          continue;
        }
        const factor = factorTo(parameter, reported.unit);
        if (factor === null) {
          skipped.push({ code: reported.code, unit: reported.unit, why: 'unknownUnit' });
          continue;
        }
        rows.push({
          analysis_result_id: resultId,
          patient_id: order.patient_id,
          parameter_id: parameter.id,
          source: AnalysisResultSource.Noi,
          value_date: report.collected_on,
          value: convert(reported.value, factor),
          reported_value: reported.value,
          reported_unit: reported.unit,
          version: report.version,
          superseded_at: supersededByLater ? new Date() : null,
        });
      }
      const saved = rows.length
        ? await manager.save(rows.map((row) => manager.create(AnalysisResultValue, row)))
        : [];
      if (!supersededByLater) await this.supersedeEarlierVersions(manager, report, saved);
      await markLabReportApplied(manager, report.id);
      await this.audit.record(
        {
          event: BloodAuditEvent.LabApplied,
          subject: { type: 'patient', id: order.patient_id },
          details: { labReportId: report.id, version: report.version, stored: saved.length, resultId },
        },
        manager,
      );
      if (skipped.length) {
        this.logger.warn({ labReportId: report.id, skipped }, 'lab values skipped');
        await this.audit.record(
          {
            event: BloodAuditEvent.LabValueSkipped,
            subject: { type: 'order', id: report.order_id },
            details: { labReportId: report.id, skipped },
          },
          manager,
        );
      }
      return { applied: true, stored: saved.length, skipped };
    };
    return within ? run(within) : this.dataSource.transaction(run);
  }

  // A report applied out of order (version 1 after version 2) is kept, but is not current.
  // The lab's reports are joined by entity name: one statement, no import of the lab's entity.
  private async laterVersionApplied(manager: EntityManager, report: LabReport): Promise<boolean> {
    return manager
      .createQueryBuilder()
      .from(AnalysisResult, 'result')
      .innerJoin('LabReport', 'report', 'report.id = result.lab_report_id')
      .where('report.lab_order_id = :labOrderId AND report.version > :version', {
        labOrderId: report.lab_order_id,
        version: report.version,
      })
      .getExists();
  }

  private async supersedeEarlierVersions(
    manager: EntityManager,
    report: LabReport,
    saved: AnalysisResultValue[],
  ): Promise<void> {
    const earlier = await manager
      .createQueryBuilder(AnalysisResultValue, 'v')
      .innerJoin(AnalysisResult, 'result', 'result.id = v.analysis_result_id')
      .innerJoin('LabReport', 'report', 'report.id = result.lab_report_id')
      .where('report.lab_order_id = :labOrderId AND report.version < :version', {
        labOrderId: report.lab_order_id,
        version: report.version,
      })
      .andWhere('v.superseded_at IS NULL AND v.deleted_at IS NULL')
      .getMany();
    const now = new Date();
    const successor = new Map(saved.map((row) => [row.parameter_id, row.id]));
    for (const row of earlier)
      await manager.update(
        AnalysisResultValue,
        { id: row.id },
        { superseded_at: now, superseded_by: successor.get(row.parameter_id) ?? null },
      );
  }
}
