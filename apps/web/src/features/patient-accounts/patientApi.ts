// The patient portal's REST calls (patient sessions, account; signed registration links).
import { refreshXsrfToken, rest } from '../../http/rest';

export interface PatientLoginResult {
  patient: { id: string; guid: string; first_name: string; last_name: string; email: string };
}

/** 422 (wrong username or password) and 429 are the login page's to word. */
export async function patientLogin(username: string, password: string): Promise<PatientLoginResult> {
  const result = await rest<PatientLoginResult>('/api/patient/login', {
    method: 'POST',
    body: { username, password },
    handles: [422, 429],
  });
  // The session rotates on login, and its XSRF token with it.
  await refreshXsrfToken();
  return result;
}

export async function patientLogout(): Promise<void> {
  await rest('/api/patient/logout', { method: 'POST', handles: [401, 419] });
}

export interface PatientMe {
  id: string;
  guid: string;
  first_name: string;
  last_name: string;
  email: string;
  date_of_birth: string | null;
  /** Null once the doctor removed the patient from the practice (the account keeps working). */
  practice_name: string | null;
}

export const patientMe = () => rest<PatientMe>('/api/patient/me');

export interface ChangePatientPasswordBody {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** 422 carries field messages the dialog puts on its fields. */
export async function changePatientPassword(body: ChangePatientPasswordBody): Promise<void> {
  await rest('/api/patient/password', { method: 'POST', body, handles: [422] });
  // The server keeps this browser logged in under a new session and XSRF token.
  await refreshXsrfToken();
}

/** 422: the password was wrong; the dialog says so on its field. */
export const deletePatientAccount = (password: string) =>
  rest('/api/patient/account', { method: 'DELETE', body: { password }, handles: [422] });

// Every answer of the signed steps is the registration page's to word: an expired link is a page, not a toast.
const signedStepStatuses = [403, 404, 409, 410, 422, 429];

export interface VerifyResult {
  registrationUrl: string;
}

/** Step 1: `date_of_birth` as entered (DD.MM.YYYY or DD-MM-YYYY), signed with the invitation's query. */
export const verifyPatient = (guid: string, signedQuery: string, dateOfBirth: string) =>
  rest<VerifyResult>(`/api/patients/${encodeURIComponent(guid)}/verify?${signedQuery}`, {
    method: 'POST',
    body: { date_of_birth: dateOfBirth },
    handles: signedStepStatuses,
  });

export interface RegisterBody {
  password: string;
  password_confirmation: string;
  consentIds: string[];
}

export interface RegisterResult {
  message: string;
  username: string;
  /** `email` when no other account shares the patient's address (the login takes it), else `username`. */
  signInWith: 'email' | 'username';
}

/** Step 2: posted to the signed URL step 1 answered, on this site (its path and query unchanged). */
export const registerPatient = (registrationPath: string, body: RegisterBody) =>
  rest<RegisterResult>(registrationPath, { method: 'POST', body, handles: signedStepStatuses });
