import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { patientById } from '../../patients/index.js';
import { PatientQuestionnaireLink } from '../entities/patient-questionnaire-link.entity.js';
import { isLinkOpen } from '../questionnaire-link.loader.js';
import { QuestionnaireLinkUrls } from './questionnaire-link-urls.service.js';

/** A questionnaire the doctor asked for and the patient has not filled in yet, as the portal's home offers it. */
export interface OpenQuestionnaire {
  /** The mailed link's page again (same `expires`, so the same signature): the birth date still opens it. */
  url: string;
  sentAt: Date;
  expiresAt: Date;
}

/** The patient portal's view of the questionnaire link: whether one is open, and where it leads. */
@Injectable()
export class OpenQuestionnaireLinks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly urls: QuestionnaireLinkUrls,
  ) {}

  async of(patientId: string): Promise<OpenQuestionnaire | null> {
    const manager = this.dataSource.manager;
    const link = await manager.findOneBy(PatientQuestionnaireLink, { patient_id: patientId });
    if (!link || !isLinkOpen(link)) return null;
    const patient = await patientById(manager, patientId);
    return {
      url: this.urls.pageUrl(patient.guid, link.expires_at),
      sentAt: link.sent_at,
      expiresAt: link.expires_at,
    };
  }
}
