import type { INestApplication } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import {
  NoiOrderStatus,
  NoiOrderType,
  OrderStatus,
  PaymentStatus,
} from '../../src/modules/orders/order-status.js';
import { TestClient } from '../helpers/client.js';
import { insertOrder, insertOrdersForPractice } from '../helpers/orders.js';
import { createPatient, insertPatients } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const ORDERS = `query ($patient_id: ID, $productType: ProductType, $first: Int, $page: Int, $search: String,
    $orderBy: [OrdersOrderByClause!]) {
  orders(patient_id: $patient_id, productType: $productType, first: $first, page: $page, search: $search, orderBy: $orderBy) {
    data {
      id order_number status payment_status total_price created_at isCancelable shipment_number
      patient { id first_name last_name }
      bloodNoiOrder { id status } dnaNoiOrder { id status } supplementsNoiOrder { id status }
      noiOrders { id external_order_no status status_description type updated_at sent_at sent_data }
    }
    paginatorInfo { total lastPage hasMorePages currentPage count }
  } }`;

interface ListedOrder {
  id: string;
  order_number: string;
  status: string;
  total_price: number;
  shipment_number: string | null;
  patient: { id: string; first_name: string; last_name: string };
  noiOrders: { type: string; status: string; status_description: string; sent_data: unknown }[];
}
interface OrdersPage {
  orders: { data: ListedOrder[]; paginatorInfo: { total: number; lastPage: number; hasMorePages: boolean } };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('orders list', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  const list = async (client: TestClient, variables: Record<string, unknown> = {}) =>
    (await client.query<OrdersPage>(ORDERS, variables)).orders;

  /** An order line of a seeded shop item, written straight into order_items (product-type filter). */
  async function addLine(orderId: string, itemId: string, kind: string) {
    await app.get(DataSource).query(
      `INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category,
         vat_rate_bp, original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
       VALUES ($1, 1, $2, $3, $2, 1, 'Analyses', 2000, 10000, 0, 10000, 1667)`,
      [orderId, itemId, kind],
    );
  }

  it("answers the practice's placed orders newest first with patient and parts, drafts left out", async () => {
    const { client } = await signedIn(app);
    const anna = await createPatient(client, { first_name: 'Anna', last_name: 'Auftrag' });
    const bert = await createPatient(client, { first_name: 'Bert', last_name: 'Bestell' });
    const older = await insertOrder(app, anna.id, { createdAt: minutesAgo(30), total: 100 });
    const newer = await insertOrder(app, bert.id, {
      createdAt: minutesAgo(10),
      status: OrderStatus.SampleRegistered,
      paymentStatus: PaymentStatus.Success,
      parts: {
        [NoiOrderType.blood]: NoiOrderStatus.SampleRegistered,
        [NoiOrderType.supplements]: NoiOrderStatus.Delayed,
      },
    });
    await insertOrder(app, anna.id, { placedAt: null, createdAt: minutesAgo(1) });

    const page = await list(client);
    expect(page.data.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect(page.paginatorInfo).toMatchObject({ total: 2, lastPage: 1, hasMorePages: false });
    const [first] = page.data;
    expect(first).toMatchObject({
      order_number: newer.order_number,
      status: 'SampleRegistered',
      shipment_number: null,
      patient: { id: bert.id, first_name: 'Bert', last_name: 'Bestell' },
    });
    const parts = Object.fromEntries(first.noiOrders.map((part) => [part.type, part]));
    expect(parts.blood).toMatchObject({
      status: 'SampleRegistered',
      status_description: 'Probe registriert',
    });
    expect(parts.supplements).toMatchObject({
      status: 'Delayed',
      status_description: 'Ärztliche Überprüfung der Rezeptur',
      sent_data: null,
    });
    expect(page.data[1].noiOrders).toEqual([]);
  });

  it('filters by patient and product type (a product line or a bundle containing it)', async () => {
    const { client } = await signedIn(app);
    const patient = await createPatient(client);
    const other = await createPatient(client);
    const blood = await insertOrder(app, patient.id, { createdAt: minutesAgo(3) });
    const bundle = await insertOrder(app, patient.id, { createdAt: minutesAgo(2) });
    const otherOrder = await insertOrder(app, other.id, { createdAt: minutesAgo(1) });
    const db = app.get(DataSource);
    const [bloodProduct] = await db.query<{ id: string }[]>(
      `SELECT id FROM shop_items WHERE kind = 'Product' AND type = 'Blood' ORDER BY id LIMIT 1`,
    );
    const [bundled] = await db.query<{ id: string; type: string }[]>(
      `SELECT b.id, p.type::text AS type FROM shop_items b JOIN shop_bundle_products bp ON bp.bundle_id = b.id
       JOIN shop_items p ON p.id = bp.product_id WHERE b.kind = 'Bundle' AND p.type::text LIKE 'Dna%'
       ORDER BY b.id LIMIT 1`,
    );
    await addLine(blood.id, bloodProduct.id, 'Product');
    await addLine(bundle.id, bundled.id, 'Bundle');
    await addLine(otherOrder.id, bloodProduct.id, 'Product');

    expect((await list(client, { patient_id: patient.id })).data.map((o) => o.id)).toEqual([
      bundle.id,
      blood.id,
    ]);
    expect((await list(client, { productType: 'Blood' })).data.map((o) => o.id)).toEqual([
      otherOrder.id,
      blood.id,
    ]);
    expect(
      (await list(client, { patient_id: patient.id, productType: bundled.type })).data.map((o) => o.id),
    ).toEqual([bundle.id]);
    expect((await list(client, { productType: 'Supplements' })).data).toEqual([]);
  });

  it('searches order numbers and patient names, case-insensitively and literally', async () => {
    const { client } = await signedIn(app);
    const zora = await createPatient(client, { first_name: 'Zora', last_name: 'Quellental' });
    const max = await createPatient(client, { first_name: 'Max', last_name: 'Muster' });
    const zoraOrder = await insertOrder(app, zora.id);
    const maxOrder = await insertOrder(app, max.id);
    const ids = async (search: string) => (await list(client, { search })).data.map((o) => o.id);
    expect(await ids('ellenTAL')).toEqual([zoraOrder.id]);
    expect(await ids('  zora ')).toEqual([zoraOrder.id]);
    const maxNumber = maxOrder.order_number!; // placed, so numbered
    expect(await ids(maxNumber.toLowerCase())).toEqual([maxOrder.id]);
    expect(await ids(maxNumber.slice(-5))).toEqual([maxOrder.id]);
    expect(await ids('%')).toEqual([]);
    expect((await ids('b-')).sort()).toEqual([zoraOrder.id, maxOrder.id].sort());
    // A search that starts as a number does reads the numbers by prefix, and still finds names that contain it.
    const hyphenated = await createPatient(client, { first_name: 'Lea', last_name: 'Grub-Meier' });
    const hyphenatedOrder = await insertOrder(app, hyphenated.id);
    expect(await ids('b-meier')).toEqual([hyphenatedOrder.id]);
    // The matches are found once for the page and its count; a page past the end counts them on its own.
    const secondZoraOrder = await insertOrder(app, zora.id);
    const firstPage = await list(client, { search: 'zora', first: 1 });
    expect(firstPage.data.map((o) => o.id)).toEqual([secondZoraOrder.id]);
    expect(firstPage.paginatorInfo).toMatchObject({ total: 2, lastPage: 2, hasMorePages: true });
    const pastTheEnd = await list(client, { search: 'zora', first: 1, page: 5 });
    expect(pastTheEnd.data).toEqual([]);
    expect(pastTheEnd.paginatorInfo).toMatchObject({ total: 2, lastPage: 2 });
    expect((await list(client, { search: 'zora', first: 1, page: 2 })).data.map((o) => o.id)).toEqual([
      zoraOrder.id,
    ]);
  });

  /** A registered sample row, written straight into samples (barcode search). */
  async function addSample(orderId: string, type: 'Blood' | 'Dna', barcode: string, superseded = false) {
    await app.get(DataSource).query(
      `INSERT INTO samples (order_id, type, barcode, status, registered_at, superseded_at)
       VALUES ($1, $2, $3, 'Registered', now(), CASE WHEN $4 THEN now() END)`,
      [orderId, type, barcode, superseded],
    );
  }
  const uniqueBarcode = () =>
    `BC${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

  it('searches sample barcodes, whole or in part, superseded ones too', async () => {
    const { client } = await signedIn(app);
    const patient = await createPatient(client);
    const withBlood = await insertOrder(app, patient.id, { createdAt: minutesAgo(2) });
    const withBoth = await insertOrder(app, patient.id, { createdAt: minutesAgo(1) });
    const stem = uniqueBarcode();
    const [blood, dna, recalled] = [`${stem}BLUT`, `${stem}DNA7`, `${stem}ALT9`];
    await addSample(withBlood.id, 'Blood', blood);
    await addSample(withBoth.id, 'Blood', recalled, true);
    await addSample(withBoth.id, 'Blood', `${stem}NEU1`);
    await addSample(withBoth.id, 'Dna', dna);
    const ids = async (search: string) => (await list(client, { search })).data.map((o) => o.id);
    expect(await ids(blood)).toEqual([withBlood.id]);
    expect(await ids(` ${blood.toLowerCase()} `)).toEqual([withBlood.id]);
    expect(await ids(blood.slice(-7))).toEqual([withBlood.id]);
    expect(await ids(dna.slice(-6))).toEqual([withBoth.id]);
    expect(await ids(recalled)).toEqual([withBoth.id]);
    // An order with three matching samples is listed once.
    const both = await list(client, { search: stem });
    expect(both.data.map((o) => o.id)).toEqual([withBoth.id, withBlood.id]);
    expect(both.paginatorInfo.total).toBe(2);
  });

  it("does not find another practice's order by its barcode", async () => {
    const owner = await signedIn(app);
    const order = await insertOrder(app, (await createPatient(owner.client)).id);
    const barcode = uniqueBarcode();
    await addSample(order.id, 'Blood', barcode);
    const intruder = await signedIn(app);
    await insertOrder(app, (await createPatient(intruder.client)).id);
    expect((await list(intruder.client, { search: barcode })).data).toEqual([]);
    expect((await list(owner.client, { search: barcode })).data.map((o) => o.id)).toEqual([order.id]);
  });

  it('sorts by each column and pages', async () => {
    const { client } = await signedIn(app);
    const patient = await createPatient(client);
    const a = await insertOrder(app, patient.id, {
      createdAt: minutesAgo(3),
      total: 300,
      status: OrderStatus.ResultsReady,
    });
    const b = await insertOrder(app, patient.id, {
      createdAt: minutesAgo(2),
      total: 100,
      status: OrderStatus.OrderPlaced,
    });
    const c = await insertOrder(app, patient.id, {
      createdAt: minutesAgo(1),
      total: 200,
      status: OrderStatus.SentToLab,
    });
    const sorted = async (column: string, order: string) =>
      (await list(client, { orderBy: [{ column, order }] })).data.map((o) => o.id);
    expect(await sorted('CREATED_AT', 'ASC')).toEqual([a.id, b.id, c.id]);
    expect(await sorted('TOTAL_PRICE', 'DESC')).toEqual([a.id, c.id, b.id]);
    expect(await sorted('STATUS', 'ASC')).toEqual([b.id, c.id, a.id]);
    expect(await sorted('ORDER_NUMBER', 'ASC')).toEqual([a.id, b.id, c.id]);

    const second = await list(client, { first: 2, page: 2 });
    expect(second.data.map((o) => o.id)).toEqual([a.id]);
    expect(second.paginatorInfo).toMatchObject({ total: 3, lastPage: 2, hasMorePages: false });
    const past = await list(client, { first: 2, page: 5 });
    expect(past.data).toEqual([]);
    expect(past.paginatorInfo.total).toBe(3);
  });

  it("keeps another practice's orders out and shows admins every practice's", async () => {
    const owner = await signedIn(app);
    const patient = await createPatient(owner.client);
    const order = await insertOrder(app, patient.id);
    const intruder = await signedIn(app);
    expect((await list(intruder.client)).data).toEqual([]);
    expect((await list(intruder.client, { patient_id: patient.id })).data).toEqual([]);
    expect((await list(intruder.client, { search: order.order_number })).data).toEqual([]);

    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const seen = await list(admin.client, { search: order.order_number });
    expect(seen.data.map((o) => o.id)).toEqual([order.id]);
    expect(seen.data[0].patient.id).toBe(patient.id);
    expect((await list(admin.client, { patient_id: patient.id })).data).toHaveLength(1);
  });

  it("lets an index order the admin's and a practice's whole lists, and sorts a search's orders", async () => {
    const doctor = await signedIn(app);
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const orderClause = async (client: TestClient, variables: Record<string, unknown> = {}) => {
      const { statements } = await countStatements(app, () => list(client, { first: 5, ...variables }));
      return /ORDER BY (.*) LIMIT/.exec(statements.find((sql) => /paginator_total/.test(sql))!)![1];
    };
    // created_at is NOT NULL: without the NULLS clause orders_placed_created_index (the admin's) and
    // orders_patient_practice_created_index (a practice's) can serve the order.
    expect(await orderClause(admin.client)).toMatch(/created_at"? DESC, /);
    expect(await orderClause(doctor.client)).toMatch(/created_at"? DESC, /);
    expect(await orderClause(admin.client, { search: 'muster' })).toMatch(/created_at"? DESC NULLS LAST/);
    expect(await orderClause(doctor.client, { search: 'muster' })).toMatch(/created_at"? DESC NULLS LAST/);
  });

  it('refuses anonymous callers and bad input with clear errors', async () => {
    const anonymous = await new TestClient(app).graphql(ORDERS, {});
    expect(anonymous.errors?.[0]?.message).toBe('Unauthenticated.');
    expect(anonymous.data).toBeNull();

    const { client } = await signedIn(app);
    const tooMany = await client.graphql('query ($first: Int) { orders(first: $first) { data { id } } }', {
      first: 1001,
    });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION',
      validation: { first: ['The page size (first) may not be greater than 1000.'] },
    });
    const badColumn = await client.graphql(ORDERS, { orderBy: [{ column: 'PASSWORD', order: 'ASC' }] });
    expect(badColumn.status).toBe(400);
    expect(badColumn.errors?.[0]?.message).toContain('OrdersOrderByColumn');
    const badType = await client.graphql(ORDERS, { productType: 'Vitamins' });
    expect(badType.errors?.[0]?.message).toContain('ProductType');
    const badPatient = await client.graphql(ORDERS, { patient_id: 'abc' });
    expect(badPatient.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('costs the same number of statements for 10 and for 50 orders a page', async () => {
    const { client, user } = await signedIn(app);
    await insertPatients(app, user.medical_center_id!, 60, 'Cost');
    await insertOrdersForPractice(app, user.medical_center_id!);
    const cost = async (first: number) => {
      let rows = 0;
      const { count } = await countStatements(app, async () => {
        rows = (await list(client, { first })).data.length;
      });
      return { count, rows };
    };
    const ten = await cost(10);
    const fifty = await cost(50);
    expect([ten.rows, fifty.rows]).toEqual([10, 50]);
    expect(fifty.count).toBe(ten.count);
    expect(ten.count).toBeLessThanOrEqual(4);
  });

  it("reads the parts only when the page shows one (the dashboard's latest orders show none)", async () => {
    const { client, user } = await signedIn(app);
    await insertPatients(app, user.medical_center_id!, 3, 'Parts');
    await insertOrdersForPractice(app, user.medical_center_id!);
    const readsParts = (statements: string[]) => statements.some((sql) => /"noi_orders"/.test(sql));
    const WITHOUT_PARTS = `query { orders(first: 10) { data { id status total_price isCancelable patient { last_name } } } }`;
    const without = await countStatements(app, () => client.query(WITHOUT_PARTS));
    expect(readsParts(without.statements)).toBe(false);
    let withPartsRows: ListedOrder[] = [];
    const withParts = await countStatements(app, async () => {
      withPartsRows = (await list(client, { first: 10 })).data;
    });
    expect(readsParts(withParts.statements)).toBe(true);
    expect(withParts.count).toBe(without.count + 1);
    expect(withPartsRows.map((order) => order.noiOrders.map((part) => part.type).sort())).toEqual(
      withPartsRows.map(() => ['blood', 'dna', 'supplements']),
    );
  });

  it('costs the same number of statements when searching barcodes, for 10 and for 50 orders a page', async () => {
    const { client, user } = await signedIn(app);
    await insertPatients(app, user.medical_center_id!, 60, 'Barcode');
    await insertOrdersForPractice(app, user.medical_center_id!);
    const prefix = uniqueBarcode();
    await app.get(DataSource).query(
      `INSERT INTO samples (order_id, type, barcode, status, registered_at)
       SELECT o.id, 'Blood', $2 || '-' || o.id, 'Registered', now() FROM orders o WHERE o.medical_center_id = $1`,
      [user.medical_center_id, prefix],
    );
    const cost = async (first: number) => {
      let rows = 0;
      const { count } = await countStatements(app, async () => {
        rows = (await list(client, { first, search: prefix })).data.length;
      });
      return { count, rows };
    };
    const ten = await cost(10);
    const fifty = await cost(50);
    expect([ten.rows, fifty.rows]).toEqual([10, 50]);
    expect(fifty.count).toBe(ten.count);
    expect(ten.count).toBeLessThanOrEqual(4);
  });
});
