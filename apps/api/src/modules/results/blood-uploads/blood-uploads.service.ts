import { ConsentSubjectType, recordConsentEvidence } from '../../consents/index.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConsentType, isRowId } from '@portal/shared-types';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../../common/auth/viewer.js';
import { NotFoundError } from '../../../common/errors/app-error.js';
import { readUpload } from '../../../common/uploads/read-upload.js';
import type { UploadArgument } from '../../../common/uploads/upload.scalar.js';
import { AppConfig } from '../../../config/app-config.js';
import { AuditedWrites, AuditService } from '../../audit/index.js';
import { checkConsentSelection } from '../../catalog/consent-selection.js';
import { consentsByIds } from '../../catalog/index.js';
import { MailService } from '../../mail/index.js';
import { practiceById } from '../../medical-centers/index.js';
import { type Patient, PatientQueries } from '../../patients/index.js';
import { checkBloodFile, type CheckedFile } from './blood-upload-file.js';
import { BloodUploadConsent } from './blood-upload-consent.entity.js';
import { BloodUpload } from './blood-upload.entity.js';
import { uploadsQuery } from './uploads-query.js';
import { BLOOD_UPLOAD_MAX_BYTES } from './blood-upload.limits.js';

export enum BloodUploadAuditEvent {
  Received = 'blood_upload.received',
  Downloaded = 'blood_upload.downloaded',
}

export interface BloodUploadFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Files of blood values a practice sends to the service team, and the bytes for the team's queue. */
@Injectable()
export class BloodUploadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly patients: PatientQueries,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Stores the file for a patient the viewer may see, with the consents given, then tells the service
   * team. Checked in the order a person can fix them: patient, consents, then the file itself.
   */
  async upload(
    viewer: Viewer,
    patientId: string,
    file: UploadArgument,
    consentIds: string[],
  ): Promise<BloodUpload> {
    const patient = await this.patients.find(viewer, patientId);
    const consents = await checkConsentSelection(
      this.dataSource.manager,
      ConsentType.UploadBloodResult,
      consentIds,
      'acceptedConsents.connect',
    );
    const checked = checkBloodFile(await readUpload(file, BLOOD_UPLOAD_MAX_BYTES));
    const upload = await this.writes.run(viewer, 'uploadBloodAnalysisResults', async (manager) => {
      const saved = await manager.save(
        manager.create(BloodUpload, {
          patient_id: patient.id,
          uploaded_by: viewer.user.id,
          file_name: checked.fileName,
          content_type: checked.contentType,
          size: checked.size,
          sha256: checked.sha256,
          content: checked.bytes,
        }),
      );
      const versions = await consentsByIds(manager, consents);
      await manager.insert(
        BloodUploadConsent,
        versions.map((consent) => ({
          blood_upload_id: saved.id,
          consent_id: consent.id,
          consent_version: consent.version,
          accepted_by_user_id: viewer.user.id,
        })),
      );
      await recordConsentEvidence(manager, consents, {
        type: ConsentType.UploadBloodResult,
        subject: { type: ConsentSubjectType.bloodUpload, id: saved.id },
        patientId: patient.id,
        acceptedBy: { viewer },
      });
      await this.audit.record(
        {
          event: BloodUploadAuditEvent.Received,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: patient.id },
          details: { bloodUploadId: saved.id, contentType: checked.contentType, size: checked.size },
        },
        manager,
      );
      return saved;
    });
    delete upload.content;
    await this.tellServiceTeam(viewer, patient, upload, checked);
    return upload;
  }

  /** The patient's uploads, newest first; reading them counts as viewing the patient. */
  async list(viewer: Viewer, patientId: string): Promise<BloodUpload[]> {
    const patient = await this.patients.get(viewer, patientId);
    return uploadsQuery(this.dataSource.manager)
      .where('upload.patient_id = :patientId', { patientId: patient.id })
      .orderBy('upload.created_at', 'DESC')
      .addOrderBy('upload.id', 'DESC')
      .getMany();
  }

  /** The bytes for the service team (the controller checked the permission); every view is audited. */
  async download(id: string, req: Request): Promise<BloodUploadFile> {
    const upload = isRowId(id)
      ? await this.dataSource
          .getRepository(BloodUpload)
          .createQueryBuilder('upload')
          .addSelect('upload.content')
          .where('upload.id = :id', { id })
          .getOne()
      : null;
    if (!upload?.content) throw new NotFoundError('Blood upload');
    await this.audit.record({
      event: BloodUploadAuditEvent.Downloaded,
      subject: { type: 'patient', id: upload.patient_id },
      details: { bloodUploadId: upload.id },
      req,
    });
    return { fileName: upload.file_name, contentType: upload.content_type, bytes: upload.content };
  }

  async countForPatient(patientId: string): Promise<number> {
    return this.dataSource.getRepository(BloodUpload).countBy({ patient_id: patientId });
  }

  private async tellServiceTeam(
    viewer: Viewer,
    patient: Patient,
    upload: BloodUpload,
    file: CheckedFile,
  ): Promise<void> {
    const practice = patient.medical_center_id
      ? await practiceById(this.dataSource.manager, patient.medical_center_id)
      : null;
    await this.mail.send({
      to: this.config.serviceTeamEmail,
      template: 'blood-upload-received',
      locale: 'de',
      data: {
        practice: practice?.name ?? viewer.user.name,
        patient: patient.accounting_code,
        contentType: file.contentType,
        size: file.size,
        url: `${this.config.appUrl.replace(/\/+$/, '')}/admin/blood-uploads/${upload.id}`,
      },
    });
  }
}
