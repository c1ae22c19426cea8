import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TestClient } from './client.js';

export const PATIENT_FIELDS = `id guid accounting_code first_name last_name salutation title email phone_number country_code address zip_code city country
  date_of_birth height weight biological_sex isBeingProcessed isLifestyleQuestionnaireAvailable micronutrients_last_updated_at created_at
  shippingAddress { address zip_code city state country { id name_de name_en country_code } }
  latestAnswers { id question_id values patient_id } latestMicronutrients { micronutrient_id current_value recommended_value description }`;

export const CREATE_PATIENT = `mutation ($input: CreatePatientInput!) { createPatient(input: $input) { ${PATIENT_FIELDS} } }`;

export function patientInput(overrides: Record<string, unknown> = {}) {
  return {
    salutation: 'female',
    title: null,
    first_name: 'Anna',
    last_name: `Berger-${randomUUID().slice(0, 6)}`,
    email: `anna.${randomUUID().slice(0, 8)}@example.com`,
    phone_number: '6641234567',
    country_code: 'AT',
    address: 'Hauptplatz 1',
    zip_code: '8010',
    city: 'Graz',
    country: 'AT',
    date_of_birth: '1985-04-12',
    height: 168,
    weight: 61.5,
    biological_sex: 'Female',
    ...overrides,
  };
}

/** The ids of the required NewPatient consents, as the wizard ticks them. */
export async function requiredPatientConsents(client: TestClient): Promise<string[]> {
  const { consents } = await client.query<{ consents: { data: { id: string; required: boolean }[] } }>(
    '{ consents(type: NewPatient, first: 100) { data { id required } } }',
  );
  return consents.data.filter((c) => c.required).map((c) => c.id);
}

export async function createPatient(client: TestClient, overrides: Record<string, unknown> = {}) {
  const input = {
    ...patientInput(overrides),
    acceptedConsents: { connect: await requiredPatientConsents(client) },
  };
  const { createPatient: patient } = await client.query<{
    createPatient: Record<string, unknown> & { id: string };
  }>(CREATE_PATIENT, { input });
  return patient;
}

/** Many patients for one practice, straight into the table (list and paging tests). */
export async function insertPatients(
  app: INestApplication,
  medicalCenterId: string,
  count: number,
  prefix = 'Bulk',
): Promise<void> {
  await app.get(DataSource).query(
    `INSERT INTO patients (accounting_code, medical_center_id, salutation, first_name, last_name, email, phone_number, country_code, address, zip_code, city, country, date_of_birth, height, weight, biological_sex, created_at)
     SELECT 'P-' || nextval('patients_accounting_code_seq'), $1, 'male', $2 || '-' || i, 'Muster' || lpad(i::text, 4, '0'), lower($2) || i || '@example.com', '660' || lpad(i::text, 7, '0'),
            'AT', 'Weg 1', '1010', 'Wien', 'AT', DATE '1970-01-01' + i, 180, 80, 'Male', now() - (i || ' minutes')::interval
     FROM generate_series(1, $3) AS i`,
    [medicalCenterId, `${prefix}${randomUUID().slice(0, 6)}`, count],
  );
}
