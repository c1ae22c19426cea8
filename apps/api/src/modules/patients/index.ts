// The patients area's public face: what other areas may use. Its tables are written only here. `Patient`
// is exported as a GraphQL object type (areas above add fields to it in @Resolver(() => Patient)), never
// to read or write the table: ask PatientQueries or the functions below.
export {
  findPatient,
  patientByGuid,
  patientById,
  patientsByIds,
  visiblePatientsByIds,
} from './patient-reads.js';
export { PatientLifestyleAnswer } from './lifestyle/patient-lifestyle-answer.entity.js';
export { markMicronutrientsUpdated, recordPatientConsents, updatePatientBody } from './patient-writes.js';
export { lifestyleQuestionByKey, lifestyleQuestions } from './lifestyle/lifestyle-question-reads.js';
export { LifestyleQuestionType } from './lifestyle/lifestyle-question.entity.js';
export { BiologicalSex } from './biological-sex.js';
export { scopePatients } from './patient-access.js';
export { PatientDataChanged, type PatientPracticeChange, PatientPracticeChanged } from './patients.events.js';
export { QuestionnaireAuditEvent } from './lifestyle/questionnaire-audit-events.js';
export { PatientsModule } from './patients.module.js';
export {
  PatientProcessingService,
  type PatientProcessingProbe,
} from './services/patient-processing.service.js';
export { Patient } from './entities/patient.entity.js';
export { LifeCyclePhase, PatientAuditEvent } from './inputs/patients.types.js';
export type { PatientListFilter } from './services/patient-list-filters.service.js';
export { PatientQueries } from './services/patient-queries.service.js';
export { AnswerInput, ConsentsConnectInput, TrashedFilter } from './inputs/patients.types.js';
export { findLatestAnswers } from './lifestyle/latest-answers.js';
export { LifestyleAnswersService } from './lifestyle/lifestyle-answers.service.js';
export type { LifestyleQuestion } from './lifestyle/lifestyle-question.entity.js';
export { PatientDeletionBlockers } from './services/patient-deletion-blockers.service.js';
export { PatientListFilters } from './services/patient-list-filters.service.js';
export { type PatientListColumn, PatientListColumns } from './services/patient-list-columns.service.js';
export { PATIENT_SEARCH_EXPRESSION, type PatientForOrder } from './services/patient-queries.service.js';
export { practicePatientCountSql } from './practice-patient-count.js';
