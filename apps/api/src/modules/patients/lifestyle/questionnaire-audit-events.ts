// The questionnaire is how a patient answers the lifestyle questions, so its audit events live with the
// answers; the questionnaire links area records them through the patients' public face.
/** The audit events of the questionnaire links (labels: @portal/i18n audit.events). */
export enum QuestionnaireAuditEvent {
  LinkSent = 'patient.questionnaire_link_sent',
  LoginSucceeded = 'patient_questionnaire.login_succeeded',
  BirthDateMismatch = 'patient_questionnaire.birth_date_mismatch',
  Viewed = 'patient_questionnaire.viewed',
  BodyUpdated = 'patient_questionnaire.body_updated',
  Submitted = 'patient_questionnaire.submitted',
}
