import type { INestApplication } from '@nestjs/common';
import { expect } from '@jest/globals';
import { DataSource } from 'typeorm';
import { TestClient } from './client.js';
import {
  type InvitedPatient,
  patientRegistrationConsentIds,
  postAsPage,
  registerPathOf,
  verifyPath,
} from './patient-accounts.js';
import { createPatient } from './patients.js';
import { fromOwnIp } from './registration.js';
import { post, sessionCookie } from './session.js';

export const PORTAL_BIRTH_DATE = '1985-04-12';
export const PORTAL_PASSWORD = 'Patient!2026pw';

export type PortalTestPatient = InvitedPatient & { password: string };

/**
 * A patient of the doctor's practice with a portal account, registered through the real invitation
 * steps (birth date, then password and the PatientRegistration consents). Apps need TRUST_PROXY_FOR_TESTS.
 */
export async function patientWithAccount(
  app: INestApplication,
  doctor: TestClient,
  overrides: Record<string, unknown> = {},
  password = PORTAL_PASSWORD,
): Promise<PortalTestPatient> {
  const patient = (await createPatient(doctor, {
    date_of_birth: PORTAL_BIRTH_DATE,
    ...overrides,
  })) as unknown as InvitedPatient;
  await registerPortalAccount(app, patient, password);
  return { ...patient, password };
}

/** The two registration steps for an existing patient (again after a deletion); the registration's answer. */
export async function registerPortalAccount(
  app: INestApplication,
  patient: InvitedPatient,
  password = PORTAL_PASSWORD,
): Promise<{ username: string; signInWith: 'email' | 'username' }> {
  const verify = await postAsPage(app, verifyPath(app, patient), { date_of_birth: PORTAL_BIRTH_DATE });
  expect(verify.status).toBe(200);
  const register = await postAsPage(app, registerPathOf(verify.body.registrationUrl as string), {
    password,
    password_confirmation: password,
    consentIds: await patientRegistrationConsentIds(app),
  });
  expect(register.status).toBe(200);
  return register.body as { username: string; signInWith: 'email' | 'username' };
}

/** POST /api/patient/login as the portal's login page does it (XSRF token first). */
export function postPatientLogin(client: TestClient, username: string, password: string) {
  return post(client, '/api/patient/login', { username, password });
}

/** A browser of its own (own IP, own cookies) logged in to the portal as the patient. */
export async function patientSignedIn(
  app: INestApplication,
  patient: { guid: string; password: string },
  client = fromOwnIp(new TestClient(app)),
): Promise<TestClient> {
  const response = await postPatientLogin(client, patient.guid, patient.password);
  expect(response.status).toBe(200);
  expect(sessionCookie(response)).toBeDefined();
  await client.csrf();
  return client;
}

export const patientMe = (client: TestClient) =>
  client.agent.get('/api/patient/me').set('Accept', 'application/json');

/** A REST write with a body on another verb (DELETE /api/patient/account). */
export async function deleteWithBody(client: TestClient, path: string, body: Record<string, unknown>) {
  const token = await client.csrf();
  return client.agent.delete(path).set('Accept', 'application/json').set('X-XSRF-TOKEN', token).send(body);
}

/** The events of the audit rows about a patient, oldest first. */
export async function patientEvents(app: INestApplication, patientId: string): Promise<string[]> {
  const rows = await app
    .get(DataSource)
    .query<{ event: string }[]>(
      `SELECT event FROM audit_logs WHERE subject_type = 'patient' AND subject_id = $1 ORDER BY id`,
      [patientId],
    );
  return rows.map((row) => row.event);
}

export const UNAUTHENTICATED = { message: 'Unauthenticated.', reason: 'common.unauthenticated' };
export const CREDENTIALS_MISMATCH = 'These credentials do not match our records.';
export const mismatchAnswer = {
  message: CREDENTIALS_MISMATCH,
  errors: { username: [CREDENTIALS_MISMATCH] },
  reasons: { username: ['sessions.credentialsMismatch'] },
};
