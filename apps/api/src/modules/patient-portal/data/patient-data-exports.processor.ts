// Worker side of the patient's data export: gathers every section (progress on the row after each), writes the
// JSON file and renders the PDF summary with the documents area's Chromium, both onto the export's row. It
// re-reads the row first: an export that is gone, expired or already ready is left alone.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { DataSource, Repository } from 'typeorm';
import { isLastAttempt } from '../../../queue/job-attempts.js';
import { JobHandler } from '../../../queue/job-handler.decorator.js';
import { DocumentKind, documentLocale, PdfRenderer, renderDocumentHtml } from '../../documents/index.js';
import { PatientDataExport, PatientDataExportStatus } from './patient-data-export.entity.js';
import { gatherPatientData } from './patient-data-gatherer.js';
import { patientDataSummary } from './patient-data-summary.js';
import {
  type PreparePatientDataExportPayload,
  PreparePatientDataExportJob,
  PurgePatientDataExportsJob,
} from './patient-data.jobs.js';

// Gathering takes most of the way; the PDF the rest.
const GATHERED_PERCENT = 80;

@Injectable()
export class PatientDataExportsProcessor {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(PatientDataExport) private readonly exports: Repository<PatientDataExport>,
    private readonly renderer: PdfRenderer,
  ) {}

  @JobHandler(PreparePatientDataExportJob)
  async prepare(payload: PreparePatientDataExportPayload, job: Job): Promise<void> {
    const row = await this.exports.findOneBy({ id: payload.exportId });
    if (!row || row.status === PatientDataExportStatus.Ready) return;
    if (row.expires_at.getTime() <= Date.now()) return;
    await this.exports.update(row.id, { status: PatientDataExportStatus.Running, progress: 0, error: null });
    try {
      // One snapshot for the whole file; the progress goes through the pool, outside it, so the page sees it.
      const file = await this.dataSource.transaction('REPEATABLE READ', (manager) =>
        gatherPatientData(manager, row.patient_id, (done, total) =>
          this.progress(row.id, Math.round((done / total) * GATHERED_PERCENT)),
        ),
      );
      const json = Buffer.from(JSON.stringify(file, null, 2), 'utf8');
      const locale = documentLocale(row.locale);
      const pdf = await this.renderer.render(
        renderDocumentHtml(DocumentKind.PatientDataExport, locale, patientDataSummary(file, locale)),
      );
      await this.exports.update(row.id, {
        status: PatientDataExportStatus.Ready,
        progress: 100,
        json,
        pdf,
        ready_at: new Date(),
      });
    } catch (error) {
      await this.exports.update(row.id, {
        error: (error as Error).message.slice(0, 1000),
        ...(isLastAttempt(job) ? { status: PatientDataExportStatus.Failed } : {}),
      });
      throw error;
    }
  }

  /** Deletes exports past their expiry, files and all. */
  @JobHandler(PurgePatientDataExportsJob)
  async purgeExpired(): Promise<number> {
    const result = await this.exports.createQueryBuilder().delete().where('expires_at <= now()').execute();
    return result.affected ?? 0;
  }

  private async progress(id: string, percent: number): Promise<void> {
    await this.exports.update(id, { progress: percent });
  }
}
