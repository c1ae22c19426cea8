import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatDate, isRowId } from '@portal/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError, ValidationError } from '../../../common/errors/app-error.js';
import { paginate, type PageRequest } from '../../../common/pagination/paginate.js';
import type { Page } from '../../../common/pagination/paginated.type.js';
import { AppConfig } from '../../../config/app-config.js';
import { AuditedWrites, AuditService } from '../../audit/index.js';
import { type MailLocale, MailService } from '../../mail/index.js';
import { UsersService } from '../../users/index.js';
import { AnalysisResultSource } from '../blood-analysis/entities/analysis-result.entity.js';
import type { BloodResultValueInput } from '../blood-analysis/graphql/blood-analysis.types.js';
import { BloodResultsEntry } from '../blood-analysis/services/blood-results-entry.service.js';
import { BloodUploadError } from './blood-upload.errors.js';
import { BloodUpload, BloodUploadState } from './blood-upload.entity.js';
import { BLOOD_UPLOAD_REASON_MAX, BLOOD_UPLOAD_REASON_MIN } from './blood-upload.limits.js';
import { uploadsQuery } from './uploads-query.js';

export enum BloodUploadQueueAuditEvent {
  Processed = 'blood_upload.processed',
  Rejected = 'blood_upload.rejected',
}

export type BloodUploadQueueColumn = 'CREATED_AT' | 'PROCESSED_AT';

/**
 * The service team's work on the files practices upload (admins, ManageMedicalCenters: the resolver
 * checks it): the queue, entering the values from a file (source Upload) and rejecting a file with a
 * reason. Either ends the upload's wait; the uploading doctor is mailed after the commit.
 */
@Injectable()
export class BloodUploadQueue {
  private readonly logger = new Logger('BloodUploads');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly entry: BloodResultsEntry,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** Open uploads oldest first (the most overdue on top); handled ones most recently handled first. */
  list(state: BloodUploadState, page: PageRequest<BloodUploadQueueColumn>): Promise<Page<BloodUpload>> {
    const open = state === BloodUploadState.Received;
    return paginate(uploadsQuery(this.dataSource.manager).where('upload.state = :state', { state }), page, {
      columns: { CREATED_AT: 'upload.created_at', PROCESSED_AT: 'upload.processed_at' },
      defaultOrder: [
        open ? { column: 'CREATED_AT', order: 'ASC' } : { column: 'PROCESSED_AT', order: 'DESC' },
      ],
      tieBreaker: 'upload.id',
      indexOrder: true,
    });
  }

  /** One upload with its patient and practice; null when there is none. */
  async find(id: string): Promise<BloodUpload | null> {
    if (!isRowId(id)) return null;
    return uploadsQuery(this.dataSource.manager).where('upload.id = :id', { id }).getOne();
  }

  /** Enters the file's values (source Upload) and marks the upload processed, in one transaction. */
  async process(
    viewer: Viewer,
    id: string,
    dateText: string,
    values: BloodResultValueInput[],
  ): Promise<BloodUpload> {
    const upload = await this.open(id);
    await this.entry.enter(viewer, upload.patient_id, dateText, values, {
      source: AnalysisResultSource.Upload,
      operation: 'processBloodUpload',
      withinTransaction: async (manager, resultId) => {
        await this.close(manager, upload, viewer, { state: BloodUploadState.Processed, resultId });
        await this.audit.record(
          {
            event: BloodUploadQueueAuditEvent.Processed,
            ...AuditService.actor(viewer),
            subject: { type: 'patient', id: upload.patient_id },
            details: { bloodUploadId: upload.id, resultId, values: values.length },
          },
          manager,
        );
      },
    });
    const handled = (await this.find(upload.id))!;
    await this.tellDoctor(handled);
    return handled;
  }

  /** The file cannot be used: the reason goes to the doctor, who can upload a better one. */
  async reject(viewer: Viewer, id: string, reasonText: string): Promise<BloodUpload> {
    const reason = reasonText.trim();
    if (reason.length < BLOOD_UPLOAD_REASON_MIN || reason.length > BLOOD_UPLOAD_REASON_MAX)
      throw new ValidationError(
        { reason: [BloodUploadError.reasonLength.message] },
        { reason: [BloodUploadError.reasonLength.reason] },
      );
    const upload = await this.open(id);
    await this.writes.run(viewer, 'rejectBloodUpload', async (manager) => {
      await this.close(manager, upload, viewer, { state: BloodUploadState.Rejected, reason });
      await this.audit.record(
        {
          event: BloodUploadQueueAuditEvent.Rejected,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: upload.patient_id },
          details: { bloodUploadId: upload.id, reason },
        },
        manager,
      );
    });
    const handled = (await this.find(upload.id))!;
    await this.tellDoctor(handled);
    return handled;
  }

  private async open(id: string): Promise<BloodUpload> {
    const upload = await this.find(id);
    if (!upload) throw new NotFoundError('Blood upload');
    if (upload.state !== BloodUploadState.Received)
      throw new AppError(ErrorCode.Conflict, BloodUploadError.alreadyHandled);
    return upload;
  }

  /** Ends the wait, once: a second member handling the same file at the same moment gets a conflict. */
  private async close(
    manager: EntityManager,
    upload: BloodUpload,
    viewer: Viewer,
    outcome: { state: BloodUploadState; resultId?: string; reason?: string },
  ): Promise<void> {
    const closed = await manager
      .createQueryBuilder()
      .update(BloodUpload)
      .set({
        state: outcome.state,
        processed_at: () => 'now()',
        processed_by: viewer.user.id,
        analysis_result_id: outcome.resultId ?? null,
        rejection_reason: outcome.reason ?? null,
      })
      .where('id = :id AND state = :open', { id: upload.id, open: BloodUploadState.Received })
      .execute();
    if (!closed.affected) throw new AppError(ErrorCode.Conflict, BloodUploadError.alreadyHandled);
  }

  /** The uploading doctor hears the outcome; an erased or deactivated account gets no mail. */
  private async tellDoctor(upload: BloodUpload): Promise<void> {
    const doctor = upload.uploaded_by ? await this.users.findActive(upload.uploaded_by) : null;
    if (!doctor) {
      this.logger.log(
        { bloodUploadId: upload.id },
        'blood upload handled; the uploader has no active account',
      );
      return;
    }
    const patient = upload.patient!;
    const data = {
      name: doctor.name,
      patient: patient.accounting_code,
      uploadedAt: formatDate(upload.created_at),
      url: `${this.config.appUrl.replace(/\/+$/, '')}/patients/${patient.id}/blood-analysis`,
    };
    await this.mail.send(
      upload.state === BloodUploadState.Processed
        ? { to: doctor.email, template: 'blood-upload-processed', locale: doctor.locale as MailLocale, data }
        : {
            to: doctor.email,
            template: 'blood-upload-rejected',
            locale: doctor.locale as MailLocale,
            data: { ...data, reason: upload.rejection_reason ?? '' },
          },
    );
  }
}
