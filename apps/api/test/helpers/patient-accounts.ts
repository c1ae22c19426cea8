import type { INestApplication } from '@nestjs/common';
import { expect } from '@jest/globals';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { PasswordService } from '../../src/modules/sessions/services/password.service.js';
import { Consent } from '../../src/modules/catalog/entities/consent.entity.js';
import { PatientAccountLinks } from '../../src/modules/patient-accounts/services/patient-account-links.service.js';
import { PatientAccount } from '../../src/modules/patient-accounts/entities/patient-account.entity.js';
import { TestClient } from './client.js';
import { fromOwnIp } from './registration.js';
import { post } from './session.js';
import { ConsentType } from '@portal/shared-types';

export const REQUEST_PATIENT_RESET = `mutation ($patientGuid: String!, $email: String!) {
  requestPatientPasswordReset(patientGuid: $patientGuid, email: $email)
}`;

export interface InvitedPatient {
  id: string;
  guid: string;
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * The API path (with query) the registration page posts the birth date to, taken from the
 * invitation link exactly as the page does: its own `guid`, `expires` and `signature`, unchanged.
 */
export function verifyPath(app: INestApplication, patient: InvitedPatient, expiresAt?: Date): string {
  const link = new URL(app.get(PatientAccountLinks).invitationUrl(patient, expiresAt));
  expect(link.pathname).toBe('/patient/register');
  const page = link.searchParams;
  expect(Object.fromEntries(page)).toMatchObject({
    guid: patient.guid,
    email: patient.email,
    firstName: patient.first_name,
    lastName: patient.last_name,
  });
  return `/api/patients/${page.get('guid')}/verify?expires=${page.get('expires')}&signature=${page.get('signature')}`;
}

/** A REST call of the registration page, from an address of its own (the verify limit is per IP). */
export function postAsPage(app: INestApplication, path: string, body: Record<string, unknown>) {
  return post(fromOwnIp(new TestClient(app)), path, body);
}

/** The path of step 2 from a successful verify answer. */
export function registerPathOf(registrationUrl: string): string {
  const url = new URL(registrationUrl);
  return `${url.pathname}${url.search}`;
}

export async function patientRegistrationConsentIds(app: INestApplication, requiredOnly = false) {
  const consents = await app
    .get(DataSource)
    .getRepository(Consent)
    .findBy({ type: ConsentType.PatientRegistration });
  return consents.filter((consent) => !requiredOnly || consent.required).map((consent) => consent.id);
}

/** The stored hash of a patient's account (null without an account). */
export async function storedPatientHash(app: INestApplication, patientId: string): Promise<string | null> {
  const account = await app
    .get(DataSource)
    .getRepository(PatientAccount)
    .createQueryBuilder('account')
    .addSelect('account.password')
    .where('account.patient_id = :patientId', { patientId })
    .getOne();
  return account?.password ?? null;
}

export async function patientPasswordIs(app: INestApplication, patientId: string, password: string) {
  return app.get(PasswordService).verify(await storedPatientHash(app, patientId), password);
}

/** Every audit row about a patient, to check events and that no secret was stored. */
export function patientAuditRows(app: INestApplication, patientId: string): Promise<AuditLog[]> {
  return app
    .get(DataSource)
    .getRepository(AuditLog)
    .find({ where: { subject_type: 'patient', subject_id: patientId }, order: { id: 'ASC' } });
}
