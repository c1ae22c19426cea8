import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isRowId, type PatientDataExportView } from '@portal/shared-types';
import type { Request } from 'express';
import { DataSource, Repository } from 'typeorm';
import type { PatientViewer } from '../../../common/auth/patient-viewer.js';
import { AppError, ErrorCode, NotFoundError, ValidationError } from '../../../common/errors/app-error.js';
import { QueueRegistry } from '../../../queue/queue-registry.service.js';
import { AuditEvent, AuditService } from '../../audit/index.js';
import { documentLocale } from '../../documents/index.js';
import { PatientDataExport, PatientDataExportStatus } from './patient-data-export.entity.js';
import { PatientDataError } from './patient-data.errors.js';
import { PreparePatientDataExportJob } from './patient-data.jobs.js';

/** How long both files stay downloadable; the worker's purge deletes the row afterwards. */
export const EXPORT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many exports a patient may start within 24 hours. */
export const EXPORTS_PER_DAY = 3;

/** An export still queued or running after this long has lost its job (e.g. Redis emptied): it no longer blocks. */
export const EXPORT_STALE_MS = 60 * 60 * 1000;

export type ExportFormat = 'json' | 'pdf';

const isStale = (row: PatientDataExport) =>
  (row.status === PatientDataExportStatus.Queued || row.status === PatientDataExportStatus.Running) &&
  row.created_at.getTime() < Date.now() - EXPORT_STALE_MS;

const viewOf = (row: PatientDataExport): PatientDataExportView => ({
  id: row.id,
  status: isStale(row) ? PatientDataExportStatus.Failed : row.status,
  progress: row.progress,
  created_at: row.created_at.toISOString(),
  ready_at: row.ready_at?.toISOString() ?? null,
  expires_at: row.expires_at.toISOString(),
});

const FILES: Record<ExportFormat, { column: 'json' | 'pdf'; type: string; ext: string }> = {
  json: { column: 'json', type: 'application/json', ext: 'json' },
  pdf: { column: 'pdf', type: 'application/pdf', ext: 'pdf' },
};

/**
 * The patient's data export (DSGVO Art. 15 and 20): starts one in the worker, reports its progress and hands out
 * its two files. One export at a time per patient, three per 24 hours; every lookup is by the session's patient,
 * so another patient's export is not found.
 */
@Injectable()
export class PatientDataExportsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(PatientDataExport) private readonly exports: Repository<PatientDataExport>,
    private readonly queues: QueueRegistry,
    private readonly audit: AuditService,
  ) {}

  /** `locale`: the page's language for the PDF; without it the browser's. */
  async start(
    patient: PatientViewer,
    locale: 'de' | 'en' | undefined,
    req: Request,
  ): Promise<PatientDataExportView> {
    const id = patient.patientId;
    const row = await this.dataSource.transaction(async (manager) => {
      // Two clicks at once: the second waits here and then sees the first one's row.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('patient-data-export'), $1::int)`, [
        Number(id) % 2 ** 31,
      ]);
      const [{ running, today }] = await manager.query<{ running: number; today: number }[]>(
        `SELECT count(*) FILTER (WHERE status IN ('queued', 'running')
                  AND created_at > now() - make_interval(secs => $2))::int AS running,
                count(*) FILTER (WHERE status <> 'failed' AND created_at > now() - interval '24 hours')::int AS today
         FROM patient_data_exports WHERE patient_id = $1`,
        [id, EXPORT_STALE_MS / 1000],
      );
      if (running) throw new AppError(ErrorCode.Conflict, PatientDataError.exportRunning);
      if (today >= EXPORTS_PER_DAY)
        throw new AppError(ErrorCode.TooManyAttempts, PatientDataError.exportLimit);
      const created = await manager.save(
        manager.create(PatientDataExport, {
          patient_id: id,
          locale: locale ?? documentLocale(req.headers['accept-language']?.slice(0, 2)),
          expires_at: new Date(Date.now() + EXPORT_KEEP_MS),
        }),
      );
      await this.audit.record(
        {
          event: AuditEvent.PatientDataExportRequested,
          subject: { type: 'patient', id },
          details: { exportId: created.id },
          req,
        },
        manager,
      );
      return created;
    });
    // The files hold health data: nothing of the job stays in Redis once it has ended.
    await this.queues.enqueue(
      PreparePatientDataExportJob,
      { exportId: row.id },
      { jobId: `patient-data-export-${row.id}`, removeOnComplete: true, removeOnFail: true },
    );
    return viewOf(await this.exports.findOneByOrFail({ id: row.id }));
  }

  /** The newest export that has not expired, or null. */
  async latest(patient: PatientViewer): Promise<PatientDataExportView | null> {
    const row = await this.exports
      .createQueryBuilder('e')
      .where('e.patient_id = :id AND e.expires_at > now()', { id: patient.patientId })
      .orderBy('e.created_at', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .getOne();
    return row ? viewOf(row) : null;
  }

  async download(
    patient: PatientViewer,
    exportId: string,
    format: string | undefined,
    req: Request,
  ): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
    if (format !== 'json' && format !== 'pdf')
      throw ValidationError.of('format', 'The format must be json or pdf.');
    if (!isRowId(exportId)) throw new NotFoundError('Export');
    const file = FILES[format];
    const row = await this.exports
      .createQueryBuilder('e')
      .addSelect(`e.${file.column}`)
      .where('e.id = :exportId AND e.patient_id = :patientId', { exportId, patientId: patient.patientId })
      .getOne();
    if (!row) throw new NotFoundError('Export');
    if (row.expires_at.getTime() <= Date.now())
      throw new AppError(ErrorCode.Gone, PatientDataError.exportExpired);
    const bytes = row[file.column];
    if (row.status !== PatientDataExportStatus.Ready || !bytes)
      throw new AppError(ErrorCode.Conflict, PatientDataError.exportNotReady);
    await this.audit.record({
      event: AuditEvent.PatientDataExportDownloaded,
      subject: { type: 'patient', id: patient.patientId },
      details: { exportId, format },
      req,
    });
    const day = row.created_at.toISOString().slice(0, 10);
    return { fileName: `meine-daten-${day}.${file.ext}`, contentType: file.type, bytes };
  }
}
