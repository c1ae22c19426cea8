import type { INestApplication } from '@nestjs/common';
import { expect } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PatientQuestionnaireLink } from '../../src/modules/questionnaire-links/entities/patient-questionnaire-link.entity.js';
import { QuestionnaireLinkUrls } from '../../src/modules/questionnaire-links/services/questionnaire-link-urls.service.js';
import { TestClient } from './client.js';
import { fromOwnIp } from './registration.js';
import { post } from './session.js';

export const SEND_LINK = `mutation ($patientId: ID!) {
  sendLifestyleQuestionnaireLink(patientId: $patientId) {
    id isLifestyleQuestionnaireAvailable lifestyleQuestionnaireLink { sent_at expires_at submitted_at }
  }
}`;
export const PATIENT_INFO = `{ patientInfo { id first_name biological_sex weight height date_of_birth
  isLifestyleQuestionnaireAvailable latestAnswers { question_id values } } }`;
export const UPDATE_AUTH_PATIENT = `mutation ($height: Int!, $weight: Float!) {
  updateAuthPatient(height: $height, weight: $weight) { id height weight }
}`;
export const UPDATE_AUTH_PATIENT_ANSWERS = `mutation ($answers: [AnswerInput!]!) {
  updateAuthPatientAnswers(answers: $answers) { id isLifestyleQuestionnaireAvailable latestAnswers { question_id values } }
}`;

export const linkOf = (app: INestApplication, patientId: string) =>
  app.get(DataSource).getRepository(PatientQuestionnaireLink).findOneBy({ patient_id: patientId });

/** The API path the questionnaire page posts the birth date to, from the page link as mailed. */
export function apiPathOf(pageUrl: string, guid: string): string {
  const page = new URL(pageUrl);
  expect(page.pathname).toBe(`/patients/${guid}/login`);
  return `/api/patients/${guid}/login${page.search}`;
}

/** The page link of the patient's current link (as the mail carries it), or one with another expiry. */
export async function currentApiPath(
  app: INestApplication,
  patient: { id: string; guid: string },
  expiresAt?: Date,
) {
  const link = await linkOf(app, patient.id);
  const pageUrl = app.get(QuestionnaireLinkUrls).pageUrl(patient.guid, expiresAt ?? link!.expires_at);
  return apiPathOf(pageUrl, patient.guid);
}

/** A browser of its own address posting the birth date to the link's API path. */
export function postBirthDate(app: INestApplication, path: string, birthDate: unknown, client?: TestClient) {
  return post(client ?? fromOwnIp(new TestClient(app)), path, { birthDate });
}

/** A browser that opened the link with the right birth date: it holds a questionnaire session. */
export async function questionnaireSession(
  app: INestApplication,
  patient: { id: string; guid: string },
  birthDate: string,
): Promise<TestClient> {
  const client = fromOwnIp(new TestClient(app));
  const response = await postBirthDate(app, await currentApiPath(app, patient), birthDate, client);
  expect(response.status).toBe(200);
  await client.csrf();
  return client;
}
