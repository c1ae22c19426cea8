import { Permission } from '@portal/shared-types';
import { OrderStatus, PaymentStatus } from '../../src/modules/orders/order-status.js';
import { insertOrder, insertOrdersForPractice } from '../helpers/orders.js';
import { insertPatients } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';
import {
  CANCEL,
  newSubscriber,
  PAUSE,
  startSubscriptionsStack,
  SUBSCRIPTION_FIELDS,
  type SubscriptionsStack,
} from './subscriptions-stack.js';

let stack: SubscriptionsStack;
beforeAll(async () => {
  stack = await startSubscriptionsStack();
});
afterAll(() => stack?.close());

const LIST = `query ($first: Int!, $status: SubscriptionStatus, $search: String, $doctorId: ID, $orderBy: [SubscriptionsOrderByClause!]) {
  subscriptions(first: $first, page: 1, status: $status, search: $search, doctorId: $doctorId, orderBy: $orderBy) {
    data { ${SUBSCRIPTION_FIELDS} } paginatorInfo { total } } }`;
type Listed = {
  subscriptions: {
    data: { id: string; status: string; patient: { id: string } }[];
    paginatorInfo: { total: number };
  };
};

describe('subscriptions list', () => {
  it('filters by status and search, newest first, and only within the practice', async () => {
    const doctor = await signedIn(stack.app);
    const active = await newSubscriber(stack, doctor);
    const paused = await newSubscriber(stack, doctor);
    const canceled = await newSubscriber(stack, doctor);
    await doctor.client.query(PAUSE, { id: paused.subscription.id });
    await doctor.client.query(CANCEL, { id: canceled.subscription.id });

    const all = await doctor.client.query<Listed>(LIST, { first: 10 });
    expect(all.subscriptions.data.map((row) => row.id)).toEqual([
      canceled.subscription.id,
      paused.subscription.id,
      active.subscription.id,
    ]);
    const byStatus = await doctor.client.query<Listed>(LIST, { first: 10, status: 'paused' });
    expect(byStatus.subscriptions.data.map((row) => row.id)).toEqual([paused.subscription.id]);
    const byGuid = await doctor.client.query<Listed>(LIST, { first: 10, search: active.subscription.guid });
    expect(byGuid.subscriptions.data.map((row) => row.id)).toEqual([active.subscription.id]);
    const byEmail = await doctor.client.query<Listed>(LIST, { first: 10, search: canceled.patient.email });
    expect(byEmail.subscriptions.data.map((row) => row.id)).toEqual([canceled.subscription.id]);

    const admin = await signedIn(stack.app, { permissions: [Permission.ManageMedicalCenters] });
    const [{ id: doctorId }] = await stack.db.query<{ id: string }[]>(
      'SELECT id FROM doctors WHERE user_id = $1',
      [doctor.user.id],
    );
    const ofDoctor = await admin.client.query<Listed>(LIST, { first: 10, doctorId });
    expect(ofDoctor.subscriptions.paginatorInfo.total).toBe(3);
    const other = await signedIn(stack.app);
    expect((await other.client.query<Listed>(LIST, { first: 10 })).subscriptions.paginatorInfo.total).toBe(0);
  });

  it('costs the same number of statements for 10 and 50 rows, orders included', async () => {
    const doctor = await signedIn(stack.app);
    const centerId = doctor.user.medical_center_id!;
    await insertPatients(stack.app, centerId, 60, 'Abo');
    await insertOrdersForPractice(stack.app, centerId);
    await stack.db.query(
      `INSERT INTO subscriptions (patient_id, medical_center_id, status, start_date, current_period_start, current_period_end)
       SELECT p.id, p.medical_center_id, 'active', now(), now(), now() + interval '90 days' FROM patients p WHERE p.medical_center_id = $1`,
      [centerId],
    );
    await stack.db.query(
      `UPDATE orders o SET subscription_id = s.id, cycle_no = 1 FROM subscriptions s
       WHERE s.patient_id = o.patient_id AND o.medical_center_id = $1`,
      [centerId],
    );
    await doctor.client.query(LIST, { first: 1 }); // warm up the session
    const ten = await countStatements(stack.app, () => doctor.client.query(LIST, { first: 10 }));
    const fifty = await countStatements(stack.app, () => doctor.client.query(LIST, { first: 50 }));
    expect(fifty.count).toBe(ten.count);
    // Viewer, the page, the orders with their parts, the patients.
    expect(ten.count).toBeLessThanOrEqual(4);
    const page = await doctor.client.query<Listed>(LIST, { first: 50 });
    expect(page.subscriptions.data).toHaveLength(50);
    expect(page.subscriptions.paginatorInfo.total).toBe(60);
  });

  it("answers the patient's phase date, shipped and paid orders", async () => {
    const doctor = await signedIn(stack.app);
    const { patient, subscription } = await newSubscriber(stack, doctor);
    await insertOrder(stack.app, patient.id, { paymentStatus: PaymentStatus.Success });
    await insertOrder(stack.app, patient.id, {
      paymentStatus: PaymentStatus.Success,
      status: OrderStatus.OrderShipped,
    });
    const paused = await doctor.client.query<{ pauseSubscription: { paused_at: string } }>(PAUSE, {
      id: subscription.id,
    });
    const { patient: read } = await doctor.client.query<{
      patient: {
        lifeCyclePhase: string;
        lifeCyclePhaseDate: string;
        shippedOrdersCount: number;
        totalPaidOrders: number;
      };
    }>(
      `query ($id: ID!) { patient(id: $id) { lifeCyclePhase lifeCyclePhaseDate shippedOrdersCount totalPaidOrders } }`,
      { id: patient.id },
    );
    expect(read).toEqual({
      lifeCyclePhase: 'PausedSubscriber',
      lifeCyclePhaseDate: paused.pauseSubscription.paused_at,
      shippedOrdersCount: 1,
      totalPaidOrders: 2,
    });
  });
});
