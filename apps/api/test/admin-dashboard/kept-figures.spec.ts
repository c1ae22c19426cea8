import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource, type EntityManager } from 'typeorm';
import { CustomerPhaseFigures1796591839401 } from '../../src/database/migrations/1796591839401-CustomerPhaseFigures.js';
import { OrderFigures1796590770964 } from '../../src/database/migrations/1796590770964-OrderFigures.js';
import { PracticePatientFigures1796591123683 } from '../../src/database/migrations/1796591123683-PracticePatientFigures.js';
import { OrderCancellation } from '../../src/modules/orders/order-cancellation.service.js';
import { OrderPaymentStatus } from '../../src/modules/orders/order-payment-status.service.js';
import { OrderStatus, PaymentStatus } from '../../src/modules/orders/order-status.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { nextOrderNumber } from '../../src/modules/orders/orders.service.js';
import { Patient } from '../../src/modules/patients/entities/patient.entity.js';
import { insertOrder } from '../helpers/orders.js';
import { insertSubscription } from '../patients/admin/admin-fixtures-data.js';
import { createPatient } from '../helpers/patients.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

/**
 * The kept figures (migrations OrderFigures, PracticePatientFigures) against a fresh count over every
 * order and patient, in one statement (one snapshot, so other suites' writes cannot tear it): the rows
 * where they differ. The fresh side is what the dashboard, the statistics and the therapist list summed
 * per request before.
 */
const MISMATCHES = `
  WITH fresh_days AS (
    SELECT (placed_at AT TIME ZONE 'Europe/Berlin')::date AS day, count(*) AS placed_orders,
           sum(total_price_cents) AS placed_total_cents,
           coalesce(sum(total_price_cents) FILTER (WHERE payment_status = 'Success'), 0) AS paid_total_cents
    FROM orders WHERE placed_at IS NOT NULL AND status <> ${OrderStatus.Canceled} GROUP BY 1),
  fresh_items AS (
    SELECT (o.placed_at AT TIME ZONE 'Europe/Berlin')::date AS day, i.item_id, sum(i.quantity) AS paid_quantity,
           count(*) AS paid_lines
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.placed_at IS NOT NULL AND o.status <> ${OrderStatus.Canceled} AND o.payment_status = 'Success'
    GROUP BY 1, 2),
  fresh_practices AS (
    SELECT medical_center_id, count(*) FILTER (WHERE placed_at IS NOT NULL) AS placed_orders,
           coalesce(sum(total_price_cents) FILTER (WHERE payment_status = 'Success'), 0) AS paid_total_cents
    FROM orders GROUP BY 1),
  fresh_patients AS (
    SELECT medical_center_id, count(*) AS patients FROM patients WHERE medical_center_id IS NOT NULL GROUP BY 1),
  fresh_statuses AS (SELECT status::text AS status, count(*) AS subscriptions FROM subscriptions GROUP BY 1),
  latest AS (
    SELECT DISTINCT ON (s.patient_id) s.patient_id, s.status::text AS status FROM subscriptions s
    ORDER BY s.patient_id, s.created_at DESC, s.id DESC),
  fresh_phases AS (
    SELECT 'in_practice' AS phase, count(*) AS customers FROM patients WHERE medical_center_id IS NOT NULL
    UNION ALL
    SELECT latest.status, count(*) FROM latest JOIN patients p ON p.id = latest.patient_id
    WHERE p.medical_center_id IS NOT NULL GROUP BY 1)
  SELECT 'day' AS figure, day::text AS key FROM fresh_days x FULL JOIN order_day_figures f USING (day)
  WHERE (coalesce(x.placed_orders, 0), coalesce(x.placed_total_cents, 0), coalesce(x.paid_total_cents, 0))
     <> (coalesce(f.placed_orders, 0), coalesce(f.placed_total_cents, 0), coalesce(f.paid_total_cents, 0))
  UNION ALL
  SELECT 'item', day || ' ' || item_id FROM fresh_items x FULL JOIN order_item_day_figures f USING (day, item_id)
  WHERE (coalesce(x.paid_quantity, 0), coalesce(x.paid_lines, 0)) <> (coalesce(f.paid_quantity, 0), coalesce(f.paid_lines, 0))
  UNION ALL
  SELECT 'practice orders', medical_center_id::text
  FROM fresh_practices x FULL JOIN practice_order_figures f USING (medical_center_id)
  WHERE (coalesce(x.placed_orders, 0), coalesce(x.paid_total_cents, 0)) <> (coalesce(f.placed_orders, 0), coalesce(f.paid_total_cents, 0))
  UNION ALL
  SELECT 'practice patients', medical_center_id::text
  FROM fresh_patients x FULL JOIN practice_patient_figures f USING (medical_center_id)
  WHERE coalesce(x.patients, 0) <> coalesce(f.patients, 0)
  UNION ALL
  SELECT 'subscriptions', status FROM fresh_statuses x FULL JOIN subscription_status_figures f USING (status)
  WHERE coalesce(x.subscriptions, 0) <> coalesce(f.subscriptions, 0)
  UNION ALL
  SELECT 'customers', phase FROM fresh_phases x FULL JOIN customer_phase_figures f USING (phase)
  WHERE coalesce(x.customers, 0) <> coalesce(f.customers, 0)`;

const KEPT = `
  SELECT json_build_object(
    'days', (SELECT json_agg(f ORDER BY day) FROM order_day_figures f WHERE placed_orders <> 0 OR paid_total_cents <> 0),
    'items', (SELECT json_agg(f ORDER BY day, item_id) FROM order_item_day_figures f WHERE paid_lines <> 0),
    'practices', (SELECT json_agg(f ORDER BY medical_center_id) FROM practice_order_figures f
                  WHERE placed_orders <> 0 OR paid_total_cents <> 0),
    'patients', (SELECT json_agg(f ORDER BY medical_center_id) FROM practice_patient_figures f WHERE patients <> 0),
    'subscriptions', (SELECT json_agg(f ORDER BY status) FROM subscription_status_figures f WHERE subscriptions <> 0),
    'customers', (SELECT json_agg(f ORDER BY phase) FROM customer_phase_figures f WHERE customers <> 0)
  ) AS kept`;

let app: NestExpressApplication;
let patientId: string;
let medicalCenterId: string;
let itemIds: string[];
beforeAll(async () => {
  app = await createTestApp();
  const doctor = await signedIn(app);
  patientId = (await createPatient(doctor.client)).id;
  medicalCenterId = (await db().getRepository(Patient).findOneByOrFail({ id: patientId })).medical_center_id!;
  itemIds = (await db().query(`SELECT id FROM shop_items ORDER BY id LIMIT 2`)).map(
    (row: { id: string }) => row.id,
  );
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);
const mismatches = (on: { query: EntityManager['query'] } = db()) =>
  on.query<{ figure: string; key: string }[]>(MISMATCHES);

/** The kept figures of one Berlin day, one item on it and the test's practice. */
async function figuresOf(day: string) {
  const [row] = await db().query(
    `SELECT (SELECT row_to_json(f) FROM order_day_figures f WHERE day = $1) AS day,
            (SELECT row_to_json(f) FROM order_item_day_figures f WHERE day = $1 AND item_id = $2) AS item,
            (SELECT row_to_json(f) FROM practice_order_figures f WHERE medical_center_id = $3) AS practice,
            (SELECT patients FROM practice_patient_figures WHERE medical_center_id = $3) AS patients`,
    [day, itemIds[0], medicalCenterId],
  );
  return row as {
    day: { placed_orders: number; placed_total_cents: number; paid_total_cents: number } | null;
    item: { paid_quantity: number; paid_lines: number } | null;
    practice: { placed_orders: number; paid_total_cents: number } | null;
    patients: number;
  };
}

async function addLine(orderId: string, itemId: string, quantity: number, position: number) {
  await db().query(
    `INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category,
       vat_rate_bp, original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
     SELECT $1, $4, i.id, i.kind, i.id, $3, 'Analyses', 1900, 1000, 0, 1000, 160 FROM shop_items i WHERE i.id = $2`,
    [orderId, itemId, quantity, position],
  );
}

/** Places a draft as placeOrder does: number, status and placed_at in one save. */
const place = (orderId: string, placedAt: Date) =>
  db().transaction(async (manager) => {
    const order = await manager.findOneByOrFail(Order, { id: orderId });
    order.order_number = await nextOrderNumber(manager);
    order.status = OrderStatus.OrderPlaced;
    order.placed_at = placedAt;
    order.payment_status = PaymentStatus.Pending;
    await manager.save(order);
  });

describe('the kept order figures', () => {
  it('equal a fresh count after placing, paying, cancelling and deleting orders', async () => {
    // 23:30 UTC on 1 June 2039 is already 2 June in Berlin (summer time).
    const placedAt = new Date('2039-06-01T23:30:00Z');
    const day = '2039-06-02';
    const before = await figuresOf(day);
    const count = (n: number | undefined | null) => Number(n ?? 0);

    const draft = await insertOrder(app, patientId, { placedAt: null, paymentStatus: null, total: 100 });
    await addLine(draft.id, itemIds[0], 3, 1);
    await addLine(draft.id, itemIds[1], 1, 2);
    expect(await figuresOf(day)).toEqual(before);

    await place(draft.id, placedAt);
    let now = await figuresOf(day);
    expect(count(now.day?.placed_orders)).toBe(count(before.day?.placed_orders) + 1);
    expect(count(now.day?.placed_total_cents)).toBe(count(before.day?.placed_total_cents) + 10000);
    expect(count(now.day?.paid_total_cents)).toBe(count(before.day?.paid_total_cents));
    expect(count(now.practice?.placed_orders)).toBe(count(before.practice?.placed_orders) + 1);
    expect(await mismatches()).toEqual([]);

    await db().transaction(async (manager) => {
      const order = await manager.findOneByOrFail(Order, { id: draft.id });
      await app.get(OrderPaymentStatus).set(manager, order, PaymentStatus.Success);
    });
    now = await figuresOf(day);
    expect(count(now.day?.paid_total_cents)).toBe(count(before.day?.paid_total_cents) + 10000);
    expect(count(now.item?.paid_quantity)).toBe(count(before.item?.paid_quantity) + 3);
    expect(count(now.practice?.paid_total_cents)).toBe(count(before.practice?.paid_total_cents) + 10000);
    expect(await mismatches()).toEqual([]);

    // A line added to a paid order counts at once.
    await addLine(draft.id, itemIds[0], 2, 3);
    expect(count((await figuresOf(day)).item?.paid_quantity)).toBe(count(before.item?.paid_quantity) + 5);
    expect(await mismatches()).toEqual([]);

    await db().transaction((manager) => app.get(OrderCancellation).markCanceled(manager, draft.id));
    now = await figuresOf(day);
    expect(count(now.day?.placed_orders)).toBe(count(before.day?.placed_orders));
    expect(count(now.item?.paid_quantity)).toBe(count(before.item?.paid_quantity));
    // The therapist list counts placed orders and paid revenue whatever the status.
    expect(count(now.practice?.placed_orders)).toBe(count(before.practice?.placed_orders) + 1);
    expect(await mismatches()).toEqual([]);

    // A paid order deleted: its lines go by cascade, and its figures with them.
    const paid = await insertOrder(app, patientId, {
      placedAt,
      paymentStatus: PaymentStatus.Success,
      total: 7,
    });
    await addLine(paid.id, itemIds[0], 4, 1);
    expect(count((await figuresOf(day)).item?.paid_quantity)).toBe(count(before.item?.paid_quantity) + 4);
    await db().getRepository(Order).delete({ id: paid.id });
    expect(count((await figuresOf(day)).item?.paid_quantity)).toBe(count(before.item?.paid_quantity));
    expect(await mismatches()).toEqual([]);
  });

  it('move with many orders written in one statement, and with a patient leaving the practice', async () => {
    const doctor = await signedIn(app);
    const patient = await createPatient(doctor.client);
    const center = (await db().getRepository(Patient).findOneByOrFail({ id: patient.id })).medical_center_id!;
    await db().query(
      `INSERT INTO orders (order_number, patient_id, medical_center_id, status, payment_status, total_price_cents,
                           original_price_cents, placed_at)
       SELECT 'FIG-' || $1 || '-' || n, $1::bigint, $2::bigint, ${OrderStatus.OrderPlaced},
              (CASE WHEN n % 2 = 0 THEN 'Success' ELSE 'Pending' END)::order_payment_status, 1000 * n, 1000 * n,
              '2039-07-01T10:00:00Z'::timestamptz + n * interval '9 hours'
       FROM generate_series(1, 20) n`,
      [patient.id, center],
    );
    await db().query(
      `UPDATE orders SET status = ${OrderStatus.Canceled} WHERE order_number LIKE $1 AND total_price_cents > 15000`,
      [`FIG-${patient.id}-%`],
    );
    expect(await mismatches()).toEqual([]);
    const [practice] = await db().query(
      `SELECT placed_orders, paid_total_cents::int AS paid FROM practice_order_figures WHERE medical_center_id = $1`,
      [center],
    );
    expect(practice).toEqual({
      placed_orders: 20,
      paid: 1000 * (2 + 4 + 6 + 8 + 10 + 12 + 14 + 16 + 18 + 20),
    });
    expect((await figuresOf('2039-07-01')).patients).toBe(1);

    await db().getRepository(Patient).update(patient.id, { medical_center_id: null });
    const [left] = await db().query(
      `SELECT patients FROM practice_patient_figures WHERE medical_center_id = $1`,
      [center],
    );
    expect(left.patients).toBe(0);
    expect(await mismatches()).toEqual([]);
  });

  it('follow subscriptions and patients: statuses, newest subscriptions and practices', async () => {
    const doctor = await signedIn(app);
    const patient = await createPatient(doctor.client);
    // What the patient adds to customer_phase_figures (the totals are shared with suites running beside).
    const phase = async () =>
      (
        await db().query(`SELECT in_practice, latest_status FROM customer_phases WHERE patient_id = $1`, [
          patient.id,
        ])
      )[0];
    expect(await phase()).toEqual({ in_practice: true, latest_status: null });
    const first = await insertSubscription(app, patient.id, 'canceled', new Date(Date.now() - 86_400_000));
    expect(await phase()).toEqual({ in_practice: true, latest_status: 'canceled' });
    await insertSubscription(app, patient.id, 'active');
    expect(await phase()).toEqual({ in_practice: true, latest_status: 'active' });
    expect(await mismatches()).toEqual([]);

    await db().query(
      `UPDATE subscriptions SET status = 'paused' WHERE patient_id = $1 AND status = 'active'`,
      [patient.id],
    );
    expect(await phase()).toEqual({ in_practice: true, latest_status: 'paused' });
    expect(await mismatches()).toEqual([]);
    await db().getRepository(Patient).update(patient.id, { medical_center_id: null });
    expect(await phase()).toEqual({ in_practice: false, latest_status: 'paused' });
    expect(await mismatches()).toEqual([]);
    await db().query(`DELETE FROM subscriptions WHERE id = $1`, [first.id]);
    expect(await mismatches()).toEqual([]);
  });

  it('are backfilled by the migrations from the orders and patients there are', async () => {
    const runner = db().createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      // Other suites' writes wait until the rollback: the figures before and after are of the same rows.
      await runner.query(
        `LOCK TABLE orders, order_items, patients, subscriptions IN SHARE ROW EXCLUSIVE MODE`,
      );
      const [{ kept }] = await runner.query(KEPT);
      expect(kept.days?.length).toBeGreaterThan(0);
      const migrations = [
        new OrderFigures1796590770964(),
        new PracticePatientFigures1796591123683(),
        new CustomerPhaseFigures1796591839401(),
      ];
      for (const migration of [...migrations].reverse()) await migration.down(runner);
      for (const migration of migrations) await migration.up(runner);
      expect(await mismatches(runner)).toEqual([]);
      expect((await runner.query(KEPT))[0].kept).toEqual(kept);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
