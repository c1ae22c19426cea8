import type { INestApplication } from '@nestjs/common';
import { expect } from '@jest/globals';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { TestClient } from '../helpers/client.js';
import { uniqueEmail } from '../helpers/factories.js';
import { signedIn } from '../helpers/session.js';

export const ADMIN = [Permission.ManageMedicalCenters];

export const USER_FIELDS = `id guid name first_name last_name email salutation title is_active last_login_at created_at
  two_factor_confirmed_at twoFactorSkipsLeft has_enabled_otp_email onboardingType openConsultingFeeAmount permissions
  partnershipModel { id name } doctor { id accounting_code }
  medicalCenter { id patientCount orderCount totalRevenueGenerated contactDetails { phone_number } }`;

export const INVITE = `mutation ($input: InviteDoctorInput!) { registerDoctor(input: $input) { ${USER_FIELDS} } }`;
export const RESEND = `mutation ($receiverId: ID!) { resendInvitation(receiverId: $receiverId) { id onboardingType } }`;
export const DELETE_INVITATION = `mutation ($receiverId: ID!) { deleteInvitation(receiverId: $receiverId) { id onboardingType } }`;
export const ACTIVATE = `mutation ($doctorId: ID!) { activateDoctor(doctorId: $doctorId) { id is_active } }`;
export const DEACTIVATE = `mutation ($doctorId: ID!) { deactivateDoctor(doctorId: $doctorId) { id is_active } }`;
export const FORCE_DELETE = `mutation ($id: ID!) { forceDeleteUser(id: $id) }`;

export interface TherapistRow {
  id: string;
  email: string;
  name: string;
  is_active: boolean;
  onboardingType: string;
  openConsultingFeeAmount: number | null;
  permissions: string[];
  doctor: { id: string; accounting_code: string };
  partnershipModel: { id: string; name: string } | null;
  medicalCenter: {
    patientCount: number;
    orderCount: number;
    totalRevenueGenerated: number;
    contactDetails: { phone_number: string | null };
  } | null;
}

/** The invitation as the admin's wizard sends it. */
export function invitationInput(email = uniqueEmail('invited')) {
  return {
    email,
    salutation: 'male',
    title: 'Dr.',
    firstName: 'Jonas',
    lastName: 'Berger',
    medicalCenter: {
      name: 'Praxis Dr. Jonas Berger',
      medicalCenterAddress: { address: 'Ringstraße 3', zip_code: '8010', city: 'Graz', country_code: 'AT' },
      medicalCenterBillingAddress: null,
      medicalCenterBillingDetails: {
        account_holder: 'Jonas Berger',
        iban: 'AT611904300234573201',
        bic: 'BKAUATWW',
      },
      medicalCenterContactDetails: { email, country_code: 'AT', phone_number: '6641234567' },
      specializations: { sync: [] as string[] },
      certifications: { sync: [] as string[] },
    },
  };
}

/**
 * Everyone who must be refused an admin call: a doctor, a formula manager without
 * ManageMedicalCenters, an admin acting as a doctor (both refused as unauthorized) and an
 * anonymous caller (unauthenticated).
 */
export async function outsiders(app: INestApplication) {
  const doctor = await signedIn(app);
  const formulaManager = await signedIn(app, { permissions: [Permission.ManageFormulas] });
  const impersonating = await signedIn(app, { permissions: ADMIN });
  const target = await signedIn(app);
  await impersonating.client.query(`mutation { loginAsDoctor(doctorId: "${target.doctor!.id}") { id } }`);
  await impersonating.client.csrf();
  return {
    unauthorized: [doctor.client, formulaManager.client, impersonating.client],
    anonymous: new TestClient(app),
  };
}

/** Asserts that every outsider is refused `query`. */
export async function expectRefused(
  app: INestApplication,
  query: string,
  variables: Record<string, unknown>,
): Promise<void> {
  const { unauthorized, anonymous } = await outsiders(app);
  for (const client of unauthorized) {
    expect((await client.graphql(query, variables)).errors?.[0]).toMatchObject({
      message: 'This action is unauthorized.',
      extensions: { code: 'FORBIDDEN' },
    });
  }
  expect((await anonymous.graphql(query, variables)).errors?.[0]).toMatchObject({
    message: 'Unauthenticated.',
    extensions: { code: 'UNAUTHENTICATED' },
  });
}

/** The audit rows about a doctor record (ids of other subject types, e.g. patients, may be the same number). */
export function auditEvents(app: INestApplication, doctorId: string): Promise<AuditLog[]> {
  return app
    .get(DataSource)
    .getRepository(AuditLog)
    .find({ where: { subject_type: 'doctor', subject_id: doctorId }, order: { id: 'ASC' } });
}
