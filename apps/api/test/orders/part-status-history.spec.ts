import type { INestApplication } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { LabPartState } from '../../src/modules/lab/lab-part-state.service.js';
import { AuditService } from '../../src/modules/audit/index.js';
import {
  markPartSent,
  OrderCancellation,
  OrderProgress,
  OrderShipments,
  setSupplementsPartStatus,
} from '../../src/modules/orders/index.js';
import { NoiOrder } from '../../src/modules/orders/noi-order.entity.js';
import { OrderPartStatusChange } from '../../src/modules/orders/order-part-status-change.entity.js';
import { NoiOrderStatus, NoiOrderType } from '../../src/modules/orders/order-status.js';
import type { TestClient } from '../helpers/client.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

// A part's status history (order_part_status_changes): written where the orders area moves a part, read by
// NoiOrder.statusChanges for all parts of an order in one statement, under the order's own scope.

const PART = 'id type status statusChanges { status changed_at }';
const ORDER = `query ($id: ID!) { order(id: $id) {
  id bloodNoiOrder { ${PART} } dnaNoiOrder { ${PART} } supplementsNoiOrder { ${PART} }
} }`;

interface PartView {
  id: string;
  type: string;
  status: NoiOrderStatus;
  statusChanges: { status: NoiOrderStatus; changed_at: string }[];
}
interface OrderView {
  id: string;
  bloodNoiOrder: PartView | null;
  dnaNoiOrder: PartView | null;
  supplementsNoiOrder: PartView | null;
}

let app: INestApplication;
let doctor: Awaited<ReturnType<typeof signedIn>>;
let partState: LabPartState;
beforeAll(async () => {
  app = await createTestApp();
  doctor = await signedIn(app);
  // The worker's one mover of lab parts, built from the app's services (no worker consuming the queues).
  partState = new LabPartState(
    app.get(DataSource),
    app.get(AuditService),
    app.get(OrderShipments),
    app.get(OrderProgress),
  );
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);
const orderOf = async (client: TestClient, id: string) =>
  (await client.query<{ order: OrderView }>(ORDER, { id })).order;
const partOf = (orderId: string, type: NoiOrderType) =>
  db().getRepository(NoiOrder).findOneByOrFail({ order_id: orderId, type });
const callback = (labOrderId: string, status: NoiOrderStatus, sequence: number) =>
  partState.apply(
    { labOrderId, externalOrderNo: `X-${labOrderId}`, status, sequence, shipment: null },
    'callback',
  );

/** An order of the doctor's practice with a blood part the lab accepted and moved by two callbacks. */
async function orderAtTheLab() {
  const patient = await createPatient(doctor.client);
  const order = await insertOrder(app, patient.id, {
    parts: {
      [NoiOrderType.blood]: NoiOrderStatus.SampleRegistered,
      [NoiOrderType.dna]: NoiOrderStatus.SampleNotRegistered,
      [NoiOrderType.supplements]: NoiOrderStatus.WaitingForResults,
    },
  });
  const blood = await partOf(order.id, NoiOrderType.blood);
  const labOrderId = `lab-history-${blood.id}`;
  await db().transaction((manager) =>
    markPartSent(manager, blood.id, {
      status: NoiOrderStatus.SentToLab,
      external_order_no: `X-${labOrderId}`,
      noi_order_id: labOrderId,
      sent_data: null,
      sample_id: null,
    }),
  );
  expect(await callback(labOrderId, NoiOrderStatus.ArrivedInLab, 2)).toBe('applied');
  expect(await callback(labOrderId, NoiOrderStatus.AnalysisStarted, 3)).toBe('applied');
  return { order, blood, labOrderId };
}

describe("an order part's status history", () => {
  it("records each status a part moves to: the partner's acceptance and the lab's callbacks", async () => {
    const { blood, labOrderId } = await orderAtTheLab();
    // A callback already applied, and a part set to the status it has: no row.
    expect(await callback(labOrderId, NoiOrderStatus.ArrivedInLab, 2)).toBe('stale');
    await db().transaction((manager) =>
      setSupplementsPartStatus(manager, blood.id, NoiOrderStatus.AnalysisStarted),
    );

    const rows = await db()
      .getRepository(OrderPartStatusChange)
      .find({ where: { part_id: blood.id }, order: { id: 'ASC' } });
    expect(rows.map((row) => row.status)).toEqual([
      NoiOrderStatus.SentToLab,
      NoiOrderStatus.ArrivedInLab,
      NoiOrderStatus.AnalysisStarted,
    ]);
  });

  it('records a cancellation for every part of the order', async () => {
    const { order } = await orderAtTheLab();
    await db().transaction((manager) => app.get(OrderCancellation).markCanceled(manager, order.id));
    const view = await orderOf(doctor.client, order.id);
    for (const part of [view.bloodNoiOrder!, view.dnaNoiOrder!, view.supplementsNoiOrder!])
      expect(part.statusChanges.at(-1)?.status).toBe(NoiOrderStatus.Canceled);
    expect(view.bloodNoiOrder!.statusChanges).toHaveLength(4);
  });

  it('lists them oldest first on the part, with their dates; parts never moved have none', async () => {
    const { order } = await orderAtTheLab();
    const view = await orderOf(doctor.client, order.id);
    expect(view.bloodNoiOrder!.statusChanges.map((change) => change.status)).toEqual([
      'SentToLab',
      'ArrivedInLab',
      'AnalysisStarted',
    ]);
    const times = view.bloodNoiOrder!.statusChanges.map((change) => Date.parse(change.changed_at));
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(view.dnaNoiOrder!.statusChanges).toEqual([]);
    expect(view.supplementsNoiOrder!.statusChanges).toEqual([]);
  });

  it("shows them to an admin, and not to another practice's doctor", async () => {
    const { order } = await orderAtTheLab();
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const adminView = await orderOf(admin.client, order.id);
    expect(adminView.bloodNoiOrder!.statusChanges).toHaveLength(3);

    const stranger = await signedIn(app);
    const result = await stranger.client.graphql<{ order: OrderView | null }>(ORDER, { id: order.id });
    expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(result.data?.order ?? null).toBeNull();
  });

  it("reads all parts' changes in one statement", async () => {
    const { order } = await orderAtTheLab();
    const { statements } = await countStatements(app, () => orderOf(doctor.client, order.id));
    expect(statements.filter((sql) => sql.includes('order_part_status_changes'))).toHaveLength(1);
  });
});
