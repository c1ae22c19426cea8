import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { byKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { PatientQuestionnaireLink } from './entities/patient-questionnaire-link.entity.js';

/** True while the link can be used: not submitted and not expired. */
export function isLinkOpen(link: PatientQuestionnaireLink | null, now = new Date()): boolean {
  return !!link && link.submitted_at === null && link.expires_at.getTime() > now.getTime();
}

/** The current questionnaire link of patients: one statement for a whole page of patients. */
@Injectable()
export class QuestionnaireLinkLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  linkOf(loaders: LoaderRegistry, patientId: string): Promise<PatientQuestionnaireLink | null> {
    return loaders
      .get<string, PatientQuestionnaireLink | null>('patientQuestionnaireLink', async (ids) =>
        byKeys(
          ids,
          await this.dataSource.getRepository(PatientQuestionnaireLink).findBy({ patient_id: In([...ids]) }),
          (link) => link.patient_id,
        ),
      )
      .load(patientId);
  }
}
