import { defineErrors } from '../../common/errors/error-catalogue.js';

export const QuestionnaireLinksError = defineErrors({
  heightMin: 'questionnaireLinks.heightMin',
  heightMax: 'questionnaireLinks.heightMax',
  weightMin: 'questionnaireLinks.weightMin',
  weightMax: 'questionnaireLinks.weightMax',
});

/** The audit events of the questionnaire links (labels: @portal/i18n audit.events). */
export enum QuestionnaireAuditEvent {
  LinkSent = 'patient.questionnaire_link_sent',
  LoginSucceeded = 'patient_questionnaire.login_succeeded',
  BirthDateMismatch = 'patient_questionnaire.birth_date_mismatch',
  Viewed = 'patient_questionnaire.viewed',
  BodyUpdated = 'patient_questionnaire.body_updated',
  Submitted = 'patient_questionnaire.submitted',
}
