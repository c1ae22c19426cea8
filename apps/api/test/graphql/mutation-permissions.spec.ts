import { Permission } from '@portal/shared-types';
import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { GraphQLField } from 'graphql';
import { TestClient } from '../helpers/client.js';
import { callField } from '../helpers/field-calls.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

// Who may call each mutation, checked on the server. A new mutation fails the first test until it is
// given a row here (and in the table of docs/decisions/platform.md). Rules inside a mutation (own practice, own
// account, signed links) are tested in the area's own suite; this file holds the boundary of the door.
// 'patient' mutations (@PatientOnly) need a patient session: no doctor or admin gets through.
type Access = 'public' | 'signed-in' | 'ManageMedicalCenters' | 'ManageFormulas' | 'patient';
const ACCESS: Record<string, Access> = {
  acceptSelfBillingAgreement: 'signed-in',
  accountActivation: 'public',
  activateDoctor: 'ManageMedicalCenters',
  attachQuarantinedLabReport: 'ManageMedicalCenters',
  cancelInvoice: 'ManageMedicalCenters',
  cancelOrder: 'signed-in',
  cancelSubscription: 'signed-in',
  changeEmail: 'signed-in',
  changePassword: 'signed-in',
  confirmSubscriptionChangeRequest: 'signed-in',
  createOrder: 'signed-in',
  createPatient: 'signed-in',
  deactivateDoctor: 'ManageMedicalCenters',
  declineSubscriptionChangeRequest: 'signed-in',
  decideRecipeChangeProposal: 'signed-in',
  deleteAnalysisResult: 'signed-in',
  deleteInvitation: 'ManageMedicalCenters',
  deleteOrder: 'signed-in',
  deleteMe: 'signed-in',
  deletePatient: 'signed-in',
  disable2FA: 'ManageMedicalCenters',
  discardQuarantinedLabReport: 'ManageMedicalCenters',
  documentConsultation: 'signed-in',
  enableOtpEmail: 'signed-in',
  forceDeleteUser: 'ManageMedicalCenters',
  generateCreditNote: 'ManageMedicalCenters',
  invitePatient: 'ManageMedicalCenters',
  loginAsDoctor: 'ManageMedicalCenters',
  markCreditNoteAsPaid: 'ManageMedicalCenters',
  markOrderAsPaid: 'ManageMedicalCenters',
  pauseSubscription: 'signed-in',
  placeOrder: 'signed-in',
  processBloodUpload: 'ManageMedicalCenters',
  logoutAsDoctor: 'signed-in',
  markResultsOpened: 'signed-in',
  register: 'public',
  registerDoctor: 'ManageMedicalCenters',
  registerSample: 'signed-in',
  releaseReport: 'signed-in',
  rejectBloodUpload: 'ManageMedicalCenters',
  relocatePatient: 'ManageMedicalCenters',
  removePatient: 'signed-in',
  requestPasswordReset: 'public',
  requestPatientPasswordReset: 'public',
  resendInvitation: 'ManageMedicalCenters',
  resendPaymentLink: 'signed-in',
  resetPassword: 'public',
  resumeSubscription: 'signed-in',
  retryRefund: 'ManageMedicalCenters',
  sendLifestyleQuestionnaireLink: 'signed-in',
  saveBloodResults: 'signed-in',
  sendOtpEmail: 'public',
  skipTwoFactor: 'signed-in',
  startProductionImmediately: 'signed-in',
  updateBloodAnalysisResult: 'signed-in',
  updateConsultingFee: 'ManageMedicalCenters',
  updateOrder: 'signed-in',
  updatePatient: 'signed-in',
  updatePatientAnswers: 'signed-in',
  updatePatientMicronutrients: 'signed-in',
  updateAuthPatient: 'patient',
  updateAuthPatientAnswers: 'patient',
  updateUserPartnershipModel: 'ManageMedicalCenters',
  uploadBloodAnalysisResults: 'signed-in',
  upsertMedicalCenter: 'signed-in',
  upsertFormulaTemplate: 'ManageFormulas',
  upsertFormulaTemplateTest: 'ManageFormulas',
  upsertUser: 'signed-in',
  verifyRegistrationCode: 'public',
  withdrawReportRelease: 'signed-in',
};

let app: INestApplication;
let mutations: Record<string, GraphQLField<unknown, unknown>>;

beforeAll(async () => {
  app = await createTestApp();
  mutations = app.get(GraphQLSchemaHost).schema.getMutationType()!.getFields();
});
afterAll(() => closeApp(app));

const call = (client: TestClient, name: string) => callField(client, 'mutation', mutations[name]);

const named = (access: Access) =>
  Object.entries(ACCESS)
    .filter(([, rule]) => rule === access)
    .map(([name]) => name);

it('has a decided access rule for every mutation of the schema', () => {
  expect(Object.keys(mutations).sort()).toEqual(Object.keys(ACCESS).sort());
});

it.each([
  ...named('signed-in'),
  ...named('ManageMedicalCenters'),
  ...named('ManageFormulas'),
  ...named('patient'),
])('refuses %s to an anonymous caller', async (name) => {
  const result = await call(new TestClient(app), name);
  expect(result.errors?.[0]).toMatchObject({
    message: 'Unauthenticated.',
    extensions: { code: 'UNAUTHENTICATED' },
  });
});

it.each([...named('ManageMedicalCenters'), ...named('ManageFormulas')])(
  'refuses %s to a doctor',
  async (name) => {
    const { client: doctor } = await signedIn(app);
    const result = await call(doctor, name);
    expect(result.errors?.[0]).toMatchObject({
      message: 'This action is unauthorized.',
      extensions: { code: 'FORBIDDEN' },
    });
  },
);

it.each(named('ManageFormulas'))('refuses %s to an admin who is no formula manager', async (name) => {
  const { client: admin } = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
  const result = await call(admin, name);
  expect(result.errors?.[0]).toMatchObject({
    message: 'This action is unauthorized.',
    extensions: { code: 'FORBIDDEN' },
  });
});

it.each(named('patient'))('refuses %s to a doctor and an admin (no patient session)', async (name) => {
  for (const permissions of [[], [Permission.ManageMedicalCenters]]) {
    const { client } = await signedIn(app, { permissions });
    const result = await call(client, name);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Unauthenticated.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
});
