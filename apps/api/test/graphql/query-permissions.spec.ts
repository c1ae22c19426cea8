import { Permission } from '@portal/shared-types';
import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { GraphQLField } from 'graphql';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { callField } from '../helpers/field-calls.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

// Who may call each query, checked on the server: the read side of mutation-permissions.spec.ts. A new
// query fails the first test until it is given a row here. 'signed-in' queries are scoped inside (a
// doctor sees the own practice, an admin all): that scope is tested in the area's own suite; this
// file holds the door. An admin query refuses a doctor, a formula manager without ManageMedicalCenters,
// an anonymous caller and an admin who impersonates a doctor (admin rights are off meanwhile).
// 'patient' queries (@PatientOnly) need a patient session: every doctor and admin session is refused.
type Access = 'public' | 'signed-in' | 'ManageMedicalCenters' | 'ManageFormulas' | 'patient';
const ACCESS: Record<string, Access> = {
  adminBloodUpload: 'ManageMedicalCenters',
  adminBloodUploads: 'ManageMedicalCenters',
  adminDashboard: 'ManageMedicalCenters',
  adminOrdersPerDay: 'ManageMedicalCenters',
  adminSubscriptionsPerWeek: 'ManageMedicalCenters',
  analysisParameters: 'signed-in',
  auditLog: 'ManageMedicalCenters',
  bestSellers: 'ManageMedicalCenters',
  bloodAnalysisList: 'signed-in',
  bloodMarker: 'signed-in',
  bloodMarkerHistory: 'signed-in',
  bloodUploads: 'signed-in',
  certifications: 'public',
  consentHistory: 'ManageMedicalCenters',
  consents: 'public',
  consultingFees: 'signed-in',
  consultingFeesPerMonth: 'signed-in',
  countries: 'public',
  creditNotes: 'ManageMedicalCenters',
  discountCode: 'signed-in',
  dnaAnalysisList: 'signed-in',
  dnaMarker: 'signed-in',
  doctors: 'ManageMedicalCenters',
  enforceTwoFactor: 'public',
  evaluateCart: 'signed-in',
  financialStatistics: 'signed-in',
  formulaInputs: 'ManageFormulas',
  formulaTemplate: 'ManageFormulas',
  formulaTemplates: 'ManageFormulas',
  getBillingDetails: 'signed-in',
  lifestyleQuestions: 'signed-in',
  me: 'signed-in',
  micronutrient: 'signed-in',
  micronutrients: 'signed-in',
  operator: 'public',
  order: 'signed-in',
  orderStatistics: 'ManageMedicalCenters',
  orders: 'signed-in',
  otpEmailEnabled: 'public',
  partnershipModels: 'public',
  patient: 'signed-in',
  patientBloodMarker: 'signed-in',
  patientInfo: 'patient',
  patientLifestyleAnswers: 'signed-in',
  patientMedicationResults: 'signed-in',
  patientProcessingStatus: 'signed-in',
  patients: 'signed-in',
  practiceCreditNotes: 'signed-in',
  quarantinedLabReports: 'ManageMedicalCenters',
  reportReleases: 'signed-in',
  selfBillingAgreement: 'signed-in',
  shopItems: 'signed-in',
  specializations: 'public',
  subscriptionStatistics: 'signed-in',
  subscriptions: 'signed-in',
  users: 'ManageMedicalCenters',
  workQueue: 'signed-in',
};

const UNAUTHENTICATED = { message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } };
const FORBIDDEN = { message: 'This action is unauthorized.', extensions: { code: 'FORBIDDEN' } };

let app: INestApplication;
let queries: Record<string, GraphQLField<unknown, unknown>>;
const callers = {} as Record<'doctor' | 'formulaManager' | 'admin' | 'impersonating', TestClient>;

beforeAll(async () => {
  app = await createTestApp();
  queries = app.get(GraphQLSchemaHost).schema.getQueryType()!.getFields();
  callers.doctor = (await signedIn(app)).client;
  callers.formulaManager = (await signedIn(app, { permissions: [Permission.ManageFormulas] })).client;
  callers.admin = (await signedIn(app, { permissions: [Permission.ManageMedicalCenters] })).client;
  const { client: impersonating } = await signedIn(app, {
    permissions: [Permission.ManageMedicalCenters, Permission.ManageFormulas],
  });
  const doctor = await createUser(app);
  await impersonating.query(`mutation { loginAsDoctor(doctorId: "${doctor.doctor!.id}") { id } }`);
  await impersonating.csrf();
  callers.impersonating = impersonating;
});
afterAll(() => closeApp(app));

const call = (client: TestClient, name: string) => callField(client, 'query', queries[name]);

const named = (...access: Access[]) =>
  Object.entries(ACCESS)
    .filter(([, rule]) => access.includes(rule))
    .map(([name]) => name);

const doorCodes = (errors: { extensions?: unknown }[] | undefined) =>
  (errors ?? []).map((error) => (error.extensions as { code?: string } | undefined)?.code);

it('has a decided access rule for every query of the schema', () => {
  expect(Object.keys(queries).sort()).toEqual(Object.keys(ACCESS).sort());
});

it.each(named('signed-in', 'ManageMedicalCenters', 'ManageFormulas', 'patient'))(
  'refuses %s to an anonymous caller',
  async (name) => {
    expect((await call(new TestClient(app), name)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
  },
);

it.each(named('public'))('answers %s to an anonymous caller', async (name) => {
  expect(doorCodes((await call(new TestClient(app), name)).errors)).not.toContain('UNAUTHENTICATED');
});

describe.each(named('ManageMedicalCenters'))('the admin query %s', (name) => {
  it.each(['doctor', 'formulaManager', 'impersonating'] as const)('refuses a %s', async (caller) => {
    expect((await call(callers[caller], name)).errors?.[0]).toMatchObject(FORBIDDEN);
  });

  it('lets an admin through the door', async () => {
    expect(doorCodes((await call(callers.admin, name)).errors)).toEqual(
      expect.not.arrayContaining(['FORBIDDEN', 'UNAUTHENTICATED']),
    );
  });
});

describe.each(named('ManageFormulas'))('the formula query %s', (name) => {
  it.each(['doctor', 'admin', 'impersonating'] as const)('refuses a %s', async (caller) => {
    expect((await call(callers[caller], name)).errors?.[0]).toMatchObject(FORBIDDEN);
  });

  it('lets a formula manager through the door', async () => {
    expect(doorCodes((await call(callers.formulaManager, name)).errors)).toEqual(
      expect.not.arrayContaining(['FORBIDDEN', 'UNAUTHENTICATED']),
    );
  });
});

describe.each(named('patient'))('the patient query %s', (name) => {
  it.each(['doctor', 'formulaManager', 'admin', 'impersonating'] as const)('refuses a %s', async (caller) => {
    expect((await call(callers[caller], name)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });
});
