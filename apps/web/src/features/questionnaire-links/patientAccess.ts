import { type PatientSession } from '../../session/patientSession';
import { type LinkSession } from './linkSession';

/** Whether the patient store holds a session for this patient (the questionnaire page needs one). */
export const isSignedInAs = (session: PatientSession, patientId: string): boolean =>
  session.isAuthenticated && session.patientId !== null && session.patientId === patientId;

/**
 * Whether the questionnaire page may open: a patient session for this patient that a questionnaire link opened (a
 * portal session cannot save the questionnaire; the server would refuse it).
 */
export const hasQuestionnaireSession = (
  session: PatientSession,
  link: LinkSession,
  patientId: string,
): boolean => link.patientId === patientId && isSignedInAs(session, patientId);

/** Whether the patient signed in with a link of this guid is still signed in: the link page goes straight on. */
export const isSignedInThrough = (session: PatientSession, link: LinkSession, guid: string): boolean =>
  link.guid !== null &&
  link.guid === guid.toLowerCase() &&
  link.patientId !== null &&
  isSignedInAs(session, link.patientId);

export const fillQuestionnairePath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/fill-questionnaire`;

export const fillQuestionnaireSuccessPath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/fill-questionnaire-success`;
