import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/index.js';
import { PatientsModule } from '../patients/index.js';
import { PatientQuestionnaireLink } from './entities/patient-questionnaire-link.entity.js';
import { PatientQuestionnaireResolver } from './patient-questionnaire.resolver.js';
import { QuestionnaireLinkLoader } from './questionnaire-link.loader.js';
import { QuestionnaireLinkResolver } from './questionnaire-link.resolver.js';
import { QuestionnaireLoginController } from './questionnaire-login.controller.js';
import { OpenQuestionnaireLinks } from './services/open-questionnaire-link.service.js';
import { PatientQuestionnaire } from './services/patient-questionnaire.service.js';
import { QuestionnaireLinkSending } from './services/questionnaire-link-sending.service.js';
import { QuestionnaireLinkUrls } from './services/questionnaire-link-urls.service.js';
import { QuestionnaireLogin } from './services/questionnaire-login.service.js';

/** The lifestyle questionnaire links: sent by the doctor, opened by the patient with the birth date. */
@Module({
  imports: [TypeOrmModule.forFeature([PatientQuestionnaireLink]), PatientsModule, MailModule],
  controllers: [QuestionnaireLoginController],
  providers: [
    QuestionnaireLinkUrls,
    QuestionnaireLinkLoader,
    QuestionnaireLinkSending,
    QuestionnaireLogin,
    PatientQuestionnaire,
    QuestionnaireLinkResolver,
    PatientQuestionnaireResolver,
    OpenQuestionnaireLinks,
  ],
  exports: [PatientQuestionnaire, OpenQuestionnaireLinks],
})
export class QuestionnaireLinksModule {}
