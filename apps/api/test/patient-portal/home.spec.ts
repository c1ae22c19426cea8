import type { INestApplication } from '@nestjs/common';
import { saveBloodValues } from '../helpers/blood-analysis.js';
import { TestClient } from '../helpers/client.js';
import {
  patientSignedIn,
  patientWithAccount,
  PORTAL_BIRTH_DATE,
  type PortalTestPatient,
  UNAUTHENTICATED,
} from '../helpers/patient-portal.js';
import { linkOf, questionnaireSession, SEND_LINK } from '../helpers/questionnaire-links.js';
import { fromOwnIp, TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { webOperation } from '../helpers/web-operations.js';

// GET /api/patient/home: what is open for the patient (the questionnaire the doctor asked for), the latest release.
const APP_URL = 'http://portal.test';
const RELEASE = webOperation('useReleaseReportMutation');
const WITHDRAW = webOperation('useWithdrawReportReleaseMutation');

let app: INestApplication;
let doctor: TestClient;
let patient: PortalTestPatient;
let browser: TestClient;

beforeAll(async () => {
  app = await createTestApp({ APP_URL, ...TRUST_PROXY_FOR_TESTS });
  doctor = (await signedIn(app)).client;
  patient = await patientWithAccount(app, doctor);
  browser = await patientSignedIn(app, patient);
});
afterAll(() => closeApp(app));

const home = (client: TestClient) => client.agent.get('/api/patient/home').set('Accept', 'application/json');

describe('the patient portal home', () => {
  it('has nothing open and no result for a new patient', async () => {
    const response = await home(browser);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ openPayments: [], questionnaire: null, latestRelease: null, plan: null });
  });

  it('offers the questionnaire the doctor sent, by the mailed link', async () => {
    await doctor.query(SEND_LINK, { patientId: patient.id });
    const link = (await linkOf(app, patient.id))!;
    const response = await home(browser);
    expect(response.status).toBe(200);
    const url = new URL(response.body.questionnaire.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${APP_URL}/patients/${patient.guid}/login`);
    expect(url.searchParams.get('expires')).toBe(String(Math.floor(link.expires_at.getTime() / 1000)));
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(response.body.questionnaire.expiresAt as string)).toEqual(link.expires_at);

    // The link opens the questionnaire with the birth date, as the mail's does.
    const questionnaire = await questionnaireSession(app, patient, PORTAL_BIRTH_DATE);
    expect(questionnaire).toBeDefined();
  });

  it('names the latest released report, and no longer a withdrawn one', async () => {
    await saveBloodValues(app, doctor, patient.id, { FERRITIN: '100' });
    const { releaseReport } = await doctor.query<{ releaseReport: { id: string } }>(RELEASE, {
      patientId: patient.id,
      kind: 'Blood',
      note: null,
    });
    const released = (await home(browser)).body.latestRelease;
    expect(released).toEqual({ id: releaseReport.id, kind: 'blood', releasedAt: expect.any(String) });
    await doctor.query(WITHDRAW, { id: releaseReport.id });
    expect((await home(browser)).body.latestRelease).toBeNull();
  });

  it('answers only a portal session of the patient', async () => {
    const anonymous = fromOwnIp(new TestClient(app));
    expect((await home(anonymous)).status).toBe(401);
    expect((await home(anonymous)).body).toEqual(UNAUTHENTICATED);
    expect((await home(doctor)).status).toBe(401);
    // A questionnaire session (birth date by link) is not a portal login.
    const byLink = await questionnaireSession(app, patient, PORTAL_BIRTH_DATE);
    expect((await home(byLink)).status).toBe(401);
  });
});
