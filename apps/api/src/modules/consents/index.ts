// The consents area's public face: evidence of accepted consents (which wording, when, by whom, from
// where) and of their withdrawal. Each area records its own acceptances through these functions, in its own
// transaction.
export {
  type ConsentAcceptor,
  type ConsentEvidence,
  keepConsentVersions,
  recordConsentEvidence,
} from './consent-evidence.js';
export { ConsentSubjectType } from './entities/consent-acceptance.entity.js';
export {
  consentEvidenceOfPatient,
  type GivenConsent,
  patientConsents,
  withdrawPatientConsent,
  type WithdrawalOutcome,
} from './patient-consents.js';
