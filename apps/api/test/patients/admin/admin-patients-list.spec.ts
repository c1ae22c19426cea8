import type { NestExpressApplication } from '@nestjs/platform-express';
import { OrderStatus, PaymentStatus } from '../../../src/modules/orders/order-status.js';
import { insertOrder } from '../../helpers/orders.js';
import { createPatient, insertPatients } from '../../helpers/patients.js';
import { countStatements } from '../../helpers/query-counter.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';
import { type Account, signedInAdmin } from './admin-fixtures.js';
import { insertSubscription } from './admin-fixtures-data.js';

// The admin patient list as the web asks for it (spec: "Patient (admin view)").
const LIST = `query ($first: Int!, $page: Int, $search: String, $byDoctorId: ID, $inLifeCyclePhase: LifeCyclePhase,
    $hasOrders: Boolean, $trashed: Trashed) {
  patients(first: $first, page: $page, search: $search, byDoctorId: $byDoctorId, inLifeCyclePhase: $inLifeCyclePhase,
      hasOrders: $hasOrders, trashed: $trashed) {
    data {
      id guid first_name last_name email accounting_code lifeCyclePhase lifeCyclePhaseDate shippedOrdersCount
      totalPaidOrders placedOrders created_at latestPlacedOrder { id status }
      medicalCenter { id user { id name } }
    }
    paginatorInfo { total hasMorePages lastPage }
  }
}`;

interface Row {
  id: string;
  lifeCyclePhase: string;
  lifeCyclePhaseDate: string | null;
  shippedOrdersCount: number;
  totalPaidOrders: number;
  placedOrders: number;
  accounting_code: string;
  latestPlacedOrder: { id: string; status: string } | null;
  medicalCenter: { id: string; user: { id: string; name: string } | null } | null;
}

let app: NestExpressApplication;
let admin: Account;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInAdmin(app);
});
afterAll(() => closeApp(app));

const list = (variables: Record<string, unknown>) =>
  admin.client
    .query<{ patients: { data: Row[]; paginatorInfo: { total: number } } }>(LIST, { first: 50, ...variables })
    .then((result) => result.patients);
const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

describe('patients (admin view)', () => {
  it("answers every field of the spec's admin view", async () => {
    const doctor = await signedIn(app);
    const patient = await createPatient(doctor.client);
    const shipped = await insertOrder(app, patient.id, {
      status: OrderStatus.OrderShipped,
      paymentStatus: PaymentStatus.Success,
      placedAt: new Date(Date.now() - 60_000),
    });
    const latest = await insertOrder(app, patient.id, { paymentStatus: PaymentStatus.Pending });
    await insertOrder(app, patient.id, { placedAt: null }); // a draft is no placed order
    const subscription = await insertSubscription(app, patient.id, 'paused');

    const { data } = await list({ byDoctorId: doctor.doctor!.id });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: patient.id,
      accounting_code: expect.stringMatching(/^P-\d+$/),
      lifeCyclePhase: 'PausedSubscriber',
      lifeCyclePhaseDate: new Date(subscription.paused_at!).toISOString(),
      shippedOrdersCount: 1,
      totalPaidOrders: 1,
      placedOrders: 2,
      latestPlacedOrder: { id: latest.id, status: 'OrderPlaced' },
      medicalCenter: {
        id: doctor.user.medical_center_id,
        user: { id: doctor.user.id, name: 'Erika Muster' },
      },
    });
    expect(shipped.id).not.toBe(latest.id);
  });

  it('filters by doctor, lifecycle phase, orders and trashed', async () => {
    const doctor = await signedIn(app);
    const other = await signedIn(app);
    const [active, paused, canceled, none, removed] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createPatient(doctor.client)),
    );
    await createPatient(other.client);
    await insertSubscription(app, active.id, 'active');
    await insertSubscription(app, paused.id, 'paused');
    await insertSubscription(app, canceled.id, 'canceled');
    await insertOrder(app, active.id);
    await doctor.client.query(`mutation ($id: ID!) { removePatient(id: $id) { id } }`, { id: removed.id });
    // byDoctorId is the current practice: a removed patient shows only without the doctor filter.
    const byDoctor = { byDoctorId: doctor.doctor!.id };

    expect(idsOf((await list(byDoctor)).data)).toEqual(idsOf([active, paused, canceled, none]));
    for (const [phase, patient] of [
      ['ActiveSubscriber', active],
      ['PausedSubscriber', paused],
      ['CanceledSubscriber', canceled],
    ] as const)
      expect(idsOf((await list({ ...byDoctor, inLifeCyclePhase: phase })).data)).toEqual([patient.id]);
    expect(idsOf((await list({ ...byDoctor, inLifeCyclePhase: 'NonSubscriber' })).data)).toEqual([none.id]);
    expect(idsOf((await list({ ...byDoctor, hasOrders: true })).data)).toEqual([active.id]);
    expect(idsOf((await list({ ...byDoctor, hasOrders: false })).data)).toEqual(
      idsOf([paused, canceled, none]),
    );

    const search = `${String(removed.first_name)} ${String(removed.last_name)}`;
    const named = async (trashed: string) => (await list({ search, trashed })).data.map((row) => row.id);
    expect(await named('WITHOUT')).not.toContain(removed.id);
    expect(await named('WITH')).toContain(removed.id);
    expect(await named('ONLY')).toEqual([removed.id]);
    const [trashedRow] = (await list({ search: removed.email, trashed: 'ONLY' })).data;
    expect(trashedRow.medicalCenter).toBeNull();
  });

  it('costs the same statements for 10 and 50 rows of many practices', async () => {
    for (let i = 0; i < 3; i++) {
      const doctor = await signedIn(app);
      await insertPatients(app, doctor.user.medical_center_id!, 20, 'Admin');
    }
    await list({ first: 1 }); // warm up the session
    const ten = await countStatements(app, () => list({ first: 10 }));
    const fifty = await countStatements(app, () => list({ first: 50 }));
    expect(fifty.count).toBe(ten.count);
    // Viewer, page with total, newest subscription, order counts, latest placed order, practice, its doctor.
    expect(ten.count).toBeLessThanOrEqual(8);
    const page = await list({ first: 50 });
    expect(page.data.filter((row) => row.medicalCenter?.user?.name)).toHaveLength(50);
  });
});
