import type { INestApplication } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser, type TestUser } from '../helpers/factories.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient, patientInput } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const AUDIT_LOG = `query ($doctorId: ID, $patientId: ID, $first: Int, $page: Int) {
  auditLog(doctorId: $doctorId, patientId: $patientId, first: $first, page: $page) {
    subject { type id name }
    data { id event created_at subject_type subject_id details user { id name } impersonator { id name } }
    paginatorInfo { count currentPage lastPage total hasMorePages }
  }
}`;

interface Entry {
  event: string;
  subject_type: string | null;
  subject_id: string | null;
  details: Record<string, unknown>;
  user: { id: string; name: string } | null;
  impersonator: { id: string; name: string } | null;
}
interface Trail {
  auditLog: {
    subject: { type: string; id: string; name: string };
    data: Entry[];
    paginatorInfo: {
      count: number;
      currentPage: number;
      lastPage: number;
      total: number;
      hasMorePages: boolean;
    };
  };
}

let app: INestApplication;
let admin: TestUser & { client: TestClient };
let doctor: TestUser & { client: TestClient };
let patientId: string;
let orderId: string;

const rename = (user: TestUser, first_name: string, last_name: string) =>
  app.get(DataSource).getRepository(User).update(user.user.id, { first_name, last_name });

const trail = (client: TestClient, variables: Record<string, unknown>) =>
  client.query<Trail>(AUDIT_LOG, variables).then((result) => result.auditLog);

const brief = (entry: Entry) => ({
  event: entry.event,
  user: entry.user?.name ?? null,
  impersonator: entry.impersonator?.name ?? null,
});

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
  await rename(admin, 'Ada', 'Admin');
  doctor = await signedIn(app);
  await rename(doctor, 'Dora', 'Doktor');

  // The doctor's own work: a patient created and read.
  patientId = (await createPatient(doctor.client, { first_name: 'Paula', last_name: 'Patientin' })).id;
  await doctor.client.query(`query ($id: ID!) { patient(id: $id) { id } }`, { id: patientId });
  // An admin acts on the patient's order.
  orderId = (await insertOrder(app, patientId)).id;
  await admin.client.query(`mutation ($id: ID!) { markOrderAsPaid(id: $id) { id } }`, { id: orderId });
  // The admin acts as the doctor and changes the patient.
  await admin.client.query(`mutation { loginAsDoctor(doctorId: "${doctor.doctor!.id}") { id } }`);
  await admin.client.csrf();
  await admin.client.query(
    `mutation ($id: ID!, $input: UpdatePatientInput!) { updatePatient(id: $id, input: $input) { id } }`,
    { id: patientId, input: patientInput({ city: 'Linz', first_name: 'Paula', last_name: 'Patientin' }) },
  );
  await admin.client.query('mutation { logoutAsDoctor { id } }');
  await admin.client.csrf();
  // The admin changes the doctor's account.
  const { partnershipModels } = await admin.client.query<{ partnershipModels: { id: string }[] }>(
    '{ partnershipModels { id } }',
  );
  await admin.client.query(
    'mutation ($id: ID!, $m: ID!) { updateUserPartnershipModel(id: $id, partnershipModel: { connect: $m }) { id } }',
    { id: doctor.user.id, m: partnershipModels[partnershipModels.length - 1].id },
  );
  // Somebody else's work stays out of both trails.
  const other = await signedIn(app);
  await createPatient(other.client);
});
afterAll(() => closeApp(app));

describe("a doctor's trail", () => {
  it('lists what the account did, also while impersonated (naming the admin), and what was done to it', async () => {
    const page = await trail(admin.client, { doctorId: doctor.doctor!.id, first: 100 });
    expect(page.subject).toEqual({ type: 'Doctor', id: doctor.doctor!.id, name: 'Dora Doktor' });
    expect(page.data.map(brief)).toEqual([
      { event: 'account.partnership_model_changed', user: 'Ada Admin', impersonator: null },
      { event: 'impersonation.stopped', user: 'Dora Doktor', impersonator: 'Ada Admin' },
      { event: 'impersonation.write', user: 'Dora Doktor', impersonator: 'Ada Admin' },
      { event: 'patient.updated', user: 'Dora Doktor', impersonator: 'Ada Admin' },
      { event: 'impersonation.started', user: 'Dora Doktor', impersonator: 'Ada Admin' },
      { event: 'patient.viewed', user: 'Dora Doktor', impersonator: null },
      { event: 'patient.created', user: 'Dora Doktor', impersonator: null },
      { event: 'login.succeeded', user: 'Dora Doktor', impersonator: null },
    ]);
    expect(page.data[2].details).toEqual({ operation: 'updatePatient' });
    expect(page.paginatorInfo).toMatchObject({ total: 8, count: 8, lastPage: 1 });
  });

  it('pages newest first with the total', async () => {
    const first = await trail(admin.client, { doctorId: doctor.doctor!.id, first: 3, page: 1 });
    const third = await trail(admin.client, { doctorId: doctor.doctor!.id, first: 3, page: 3 });
    const past = await trail(admin.client, { doctorId: doctor.doctor!.id, first: 3, page: 9 });
    expect(first.data.map((entry) => entry.event)).toEqual([
      'account.partnership_model_changed',
      'impersonation.stopped',
      'impersonation.write',
    ]);
    expect(first.paginatorInfo).toMatchObject({ total: 8, lastPage: 3, hasMorePages: true });
    expect(third.data.map((entry) => entry.event)).toEqual(['patient.created', 'login.succeeded']);
    expect(third.paginatorInfo).toMatchObject({ count: 2, hasMorePages: false });
    expect(past.data).toEqual([]);
    expect(past.paginatorInfo).toMatchObject({ total: 8, count: 0 });
  });
});

describe("a patient's trail", () => {
  it("lists reads and writes of the record and of the patient's orders", async () => {
    const page = await trail(admin.client, { patientId, first: 100 });
    expect(page.subject).toEqual({ type: 'Patient', id: patientId, name: 'Paula Patientin' });
    expect(page.data.map(brief)).toEqual([
      { event: 'patient.updated', user: 'Dora Doktor', impersonator: 'Ada Admin' },
      { event: 'payment.status_changed', user: 'Ada Admin', impersonator: null },
      // Issued in the same transaction by the system, before the status change was recorded.
      { event: 'billing.invoice_issued', user: null, impersonator: null },
      { event: 'patient.viewed', user: 'Dora Doktor', impersonator: null },
      { event: 'patient.created', user: 'Dora Doktor', impersonator: null },
    ]);
    expect(page.data[1]).toMatchObject({ subject_type: 'order', subject_id: orderId });
  });
});

it('never answers a secret, also from an entry written before a scrubbing rule', async () => {
  await app
    .get(DataSource)
    .getRepository(AuditLog)
    .insert({
      event: 'patient.viewed',
      subject_type: 'patient',
      subject_id: patientId,
      details: { reason: 'check', token: 'abc123', nested: { password: 'Top!Secret2026', kept: 1 } },
    });
  const [newest] = (await trail(admin.client, { patientId, first: 1 })).data;
  expect(newest.details).toEqual({ reason: 'check', nested: { kept: 1 } });
  expect(newest.user).toBeNull();
});

it('costs the same few statements for a page of 10 and of 100', async () => {
  const many = await createUser(app);
  await app
    .get(DataSource)
    .getRepository(AuditLog)
    .insert(
      Array.from({ length: 120 }, (_, i) => ({
        event: 'login.succeeded',
        user_id: many.user.id,
        impersonator_id: i % 2 ? admin.user.id : null,
      })),
    );
  const cost = async (first: number) =>
    (
      await countStatements(app, async () => {
        const page = await trail(admin.client, { doctorId: many.doctor!.id, first });
        expect(page.data).toHaveLength(first);
      })
    ).count;
  const [ten, hundred] = [await cost(10), await cost(100)];
  expect(ten).toBe(hundred);
  expect(ten).toBeLessThanOrEqual(6);
});

describe('the door', () => {
  it.each([
    ['a doctor', () => signedIn(app).then((user) => user.client)],
    [
      'a formula manager without ManageMedicalCenters',
      () => signedIn(app, { permissions: [Permission.ManageFormulas] }).then((user) => user.client),
    ],
  ])('refuses %s', async (_who, caller) => {
    const result = await (await caller()).graphql(AUDIT_LOG, { doctorId: doctor.doctor!.id });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(result.data).toBeNull();
  });

  it('refuses an anonymous caller', async () => {
    const result = await new TestClient(app).graphql(AUDIT_LOG, { patientId });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses an admin while impersonating a doctor', async () => {
    const acting = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    await acting.client.query(`mutation { loginAsDoctor(doctorId: "${doctor.doctor!.id}") { id } }`);
    await acting.client.csrf();
    const result = await acting.client.graphql(AUDIT_LOG, { doctorId: doctor.doctor!.id });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});

describe('bad arguments', () => {
  it.each([
    ['neither id', {}],
    ['both ids', { doctorId: '1', patientId: '1' }],
  ])('asks for exactly one subject (%s)', async (_case, variables) => {
    const result = await admin.client.graphql(AUDIT_LOG, variables);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Validation failed for the field [auditLog].',
      extensions: {
        validation: {
          doctorId: ['Bitte genau eines angeben: doctorId oder patientId.'],
          patientId: ['Bitte genau eines angeben: doctorId oder patientId.'],
        },
      },
    });
  });

  it.each([
    [{ doctorId: 'abc' }, 'doctorId'],
    [{ patientId: '-4' }, 'patientId'],
    [{ doctorId: '1', first: 0 }, 'first'],
    [{ doctorId: '1', first: 1001 }, 'first'],
  ])('refuses malformed arguments %j', async (variables, path) => {
    const result = await admin.client.graphql(AUDIT_LOG, variables);
    expect(result.errors?.[0]).toMatchObject({ message: 'Validation failed for the field [auditLog].' });
    expect(Object.keys((result.errors![0].extensions as { validation: object }).validation)).toEqual([path]);
  });

  it.each([{ doctorId: '999999999' }, { patientId: '999999999' }])(
    'answers not found for %j',
    async (variables) => {
      const result = await admin.client.graphql(AUDIT_LOG, variables);
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    },
  );
});
