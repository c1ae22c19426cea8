import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  NoiOrderStatus,
  NoiOrderType,
  OrderStatus,
  PaymentStatus,
} from '../../src/modules/orders/order-status.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Patient } from '../../src/modules/patients/entities/patient.entity.js';
import { createUser } from '../helpers/factories.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { post, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { Permission } from '@portal/shared-types';

const ORDER_FIELDS = `id guid order_number status payment_status total_price placed_at created_at
  bloodNoiOrder { id status type } dnaNoiOrder { id status type } supplementsNoiOrder { id status type }`;
const PATIENT_ORDERS = `query ($id: ID!, $first: Int) { patient(id: $id) {
  id latestPlacedOrder { ${ORDER_FIELDS} } orders(first: $first) { ${ORDER_FIELDS} } } }`;
const LIST = `query ($first: Int!, $hasOrders: Boolean, $byDoctorId: ID) {
  patients(first: $first, hasOrders: $hasOrders, byDoctorId: $byDoctorId) {
    data { id latestPlacedOrder { id status bloodNoiOrder { status } dnaNoiOrder { status } supplementsNoiOrder { status } } }
    paginatorInfo { total } } }`;

interface OrderView {
  id: string;
  order_number: string;
  status: string;
  payment_status: string | null;
  total_price: number;
  placed_at: string | null;
  bloodNoiOrder: { status: string; type: string } | null;
  dnaNoiOrder: { status: string; type: string } | null;
  supplementsNoiOrder: { status: string; type: string } | null;
}
type PatientOrders = { patient: { latestPlacedOrder: OrderView | null; orders: OrderView[] } };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('orders of a patient', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  it('answers the newest placed order with its parts, and every order newest first', async () => {
    const { client } = await signedIn(app);
    const patient = await createPatient(client);
    const older = await insertOrder(app, patient.id, {
      placedAt: minutesAgo(60),
      createdAt: minutesAgo(61),
      status: OrderStatus.ResultsReady,
      paymentStatus: PaymentStatus.Success,
      parts: { [NoiOrderType.blood]: NoiOrderStatus.ResultsReady },
    });
    const latest = await insertOrder(app, patient.id, {
      placedAt: minutesAgo(10),
      createdAt: minutesAgo(11),
      status: OrderStatus.BloodSampleRegistered,
      total: 349.9,
      parts: {
        [NoiOrderType.blood]: NoiOrderStatus.SampleRegistered,
        [NoiOrderType.dna]: NoiOrderStatus.SampleNotRegistered,
        [NoiOrderType.supplements]: NoiOrderStatus.WaitingForResults,
      },
    });
    const draft = await insertOrder(app, patient.id, { placedAt: null, createdAt: minutesAgo(1) });

    const { patient: read } = await client.query<PatientOrders>(PATIENT_ORDERS, { id: patient.id });
    expect(read.latestPlacedOrder).toMatchObject({
      id: latest.id,
      order_number: latest.order_number,
      status: 'BloodSampleRegistered',
      payment_status: 'Pending',
      total_price: 349.9,
      bloodNoiOrder: { status: 'SampleRegistered', type: 'blood' },
      dnaNoiOrder: { status: 'SampleNotRegistered', type: 'dna' },
      supplementsNoiOrder: { status: 'WaitingForResults', type: 'supplements' },
    });
    expect(latest.order_number).toMatch(/^B-\d{4}-\d{5}$/);
    expect(read.orders.map((o) => o.id)).toEqual([draft.id, latest.id, older.id]);
    expect(read.orders[0]).toMatchObject({
      status: 'Draft',
      payment_status: null,
      placed_at: null,
      bloodNoiOrder: null,
    });
    expect(read.orders[2]).toMatchObject({
      status: 'ResultsReady',
      payment_status: 'Success',
      bloodNoiOrder: { status: 'ResultsReady' },
      dnaNoiOrder: null,
      supplementsNoiOrder: null,
    });

    const two = await client.query<PatientOrders>(PATIENT_ORDERS, { id: patient.id, first: 2 });
    expect(two.patient.orders.map((o) => o.id)).toEqual([draft.id, latest.id]);
    for (const first of [0, 101]) {
      const refused = await client.graphql(PATIENT_ORDERS, { id: patient.id, first });
      expect(refused.errors?.[0]?.extensions?.validation).toEqual({
        first: ['The number of orders (first) must be between 1 and 100.'],
      });
      expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    }
  });

  it('answers null and an empty list for a patient without orders, and ignores drafts for the latest', async () => {
    const { client } = await signedIn(app);
    const patient = await createPatient(client);
    expect((await client.query<PatientOrders>(PATIENT_ORDERS, { id: patient.id })).patient).toEqual({
      id: patient.id,
      latestPlacedOrder: null,
      orders: [],
    });
    await insertOrder(app, patient.id, { placedAt: null });
    const { patient: read } = await client.query<PatientOrders>(PATIENT_ORDERS, { id: patient.id });
    expect(read.latestPlacedOrder).toBeNull();
    expect(read.orders).toHaveLength(1);
  });

  it('shows each row of the patients list its own latest placed order', async () => {
    const { client } = await signedIn(app);
    const withOrder = await createPatient(client);
    const without = await createPatient(client);
    const order = await insertOrder(app, withOrder.id, {
      status: OrderStatus.SentToLab,
      parts: { [NoiOrderType.dna]: NoiOrderStatus.SentToLab },
    });
    const { patients } = await client.query<{
      patients: { data: { id: string; latestPlacedOrder: Record<string, unknown> | null }[] };
    }>(LIST, { first: 10 });
    const byId = new Map(patients.data.map((p) => [p.id, p.latestPlacedOrder]));
    expect(byId.get(withOrder.id)).toEqual({
      id: order.id,
      status: 'SentToLab',
      bloodNoiOrder: null,
      dnaNoiOrder: { status: 'SentToLab' },
      supplementsNoiOrder: null,
    });
    expect(byId.get(without.id)).toBeNull();
  });

  it("keeps another practice's orders out of reach and shows admins every practice's", async () => {
    const owner = await signedIn(app);
    const patient = await createPatient(owner.client);
    await insertOrder(app, patient.id);
    const intruder = await signedIn(app);
    const refused = await intruder.client.graphql(PATIENT_ORDERS, { id: patient.id });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Patient not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(refused.data).toBeNull();

    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const { patient: seen } = await admin.client.query<PatientOrders>(PATIENT_ORDERS, { id: patient.id });
    expect(seen.orders).toHaveLength(1);
    expect(seen.latestPlacedOrder?.status).toBe('OrderPlaced');
  });

  it('lets the orders follow the patient, not the practice that placed them', async () => {
    const { client } = await signedIn(app);
    const patient = await createPatient(client);
    const previous = await createUser(app);
    await insertOrder(app, patient.id, { medicalCenterId: previous.user.medical_center_id! });
    const { patient: read } = await client.query<PatientOrders>(PATIENT_ORDERS, { id: patient.id });
    expect(read.orders).toHaveLength(1);
  });

  it('filters the admin list by whether a patient has placed orders', async () => {
    const doctor = await signedIn(app);
    const buyer = await createPatient(doctor.client);
    const browser = await createPatient(doctor.client);
    await insertOrder(app, buyer.id);
    await insertOrder(app, browser.id, { placedAt: null });
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const ids = async (hasOrders: boolean) =>
      (
        await admin.client.query<{ patients: { data: { id: string }[] } }>(LIST, {
          first: 10,
          hasOrders,
          byDoctorId: doctor.doctor!.id,
        })
      ).patients.data.map((p) => p.id);
    expect(await ids(true)).toEqual([buyer.id]);
    expect(await ids(false)).toEqual([browser.id]);
  });
});

describe('orders block deletions', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  it('refuses to erase a patient with orders (drafts too) and keeps everything', async () => {
    const { client } = await signedIn(app);
    const patient = await createPatient(client);
    await insertOrder(app, patient.id);
    await insertOrder(app, patient.id, { placedAt: null });
    const result = await client.graphql('mutation ($id: ID!) { deletePatient(id: $id) }', { id: patient.id });
    expect(result.errors?.[0]).toMatchObject({
      message: 'PATIENT_HAS_LINKED_DATA',
      extensions: { code: 'CONFLICT', blocking: { orders: 2 } },
    });
    const dataSource = app.get(DataSource);
    expect(await dataSource.getRepository(Patient).existsBy({ id: patient.id })).toBe(true);
    expect(await dataSource.getRepository(Order).countBy({ patient_id: patient.id })).toBe(2);
  });

  it("blocks the doctor's account deletion while the practice's orders exist", async () => {
    const { client, password, user } = await signedIn(app);
    const patient = await createPatient(client);
    await insertOrder(app, patient.id);
    // Without the patient in the practice, the orders alone still block.
    await client.query('mutation ($id: ID!) { removePatient(id: $id) { id } }', { id: patient.id });
    await post(client, '/user/confirm-password', { password });
    const result = await client.graphql('mutation { deleteMe }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'ACCOUNT_HAS_LINKED_DATA',
      extensions: { blocking: { orders: 1 } },
    });
    const stored = await app.get(DataSource).query('SELECT deleted_at FROM users WHERE id = $1', [user.id]);
    expect(stored[0].deleted_at).toBeNull();
  });
});
