import type { INestApplication } from '@nestjs/common';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { PaymentLinksService } from '../../src/modules/payments/payment-links.service.js';
import { OrderStatus, PaymentStatus } from '../../src/modules/orders/order-status.js';
import { TestClient } from '../helpers/client.js';
import { insertOrder } from '../helpers/orders.js';
import {
  patientSignedIn,
  patientWithAccount,
  type PortalTestPatient,
  UNAUTHENTICATED,
} from '../helpers/patient-portal.js';
import { countStatements } from '../helpers/query-counter.js';
import { fromOwnIp, TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

interface OrderView {
  id: string;
  orderNumber: string;
  placedAt: string;
  items: string[];
  total: number;
  status: string;
  paymentStatus: string | null;
  shipment: { carrier: string; number: string; trackingUrl: string | null } | null;
  documents: { invoice: boolean; finalInvoice: boolean; storno: boolean };
  paymentUrl: string | null;
}

let app: INestApplication;
let doctor: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  app = await createTestApp({ APP_URL: 'http://portal.test', ...TRUST_PROXY_FOR_TESTS });
  doctor = await signedIn(app);
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);

// Collects a binary body (supertest only buffers text and JSON by itself).
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const listOf = (client: TestClient) =>
  client.agent.get('/api/patient/orders').set('Accept', 'application/json');
const download = (client: TestClient, orderId: string, kind: 'invoice' | 'final-invoice' | 'storno') =>
  client.agent.get(`/api/patient/orders/${orderId}/${kind}-pdf`).buffer(true).parse(binary);

/** One order line of a seeded shop item (by key), and the item's German name. */
async function addLine(orderId: string, key: string, position = 0): Promise<string> {
  const [item] = await db().query<{ id: string; kind: string; name_de: string }[]>(
    `SELECT id, kind, name_de FROM shop_items WHERE key = $1`,
    [key],
  );
  await db().query(
    `INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category,
       vat_rate_bp, original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
     VALUES ($1, $2, $3, $4, $3, 1, 'Analyses', 1900, 12900, 0, 12900, 2060)`,
    [orderId, position, item.id, item.kind],
  );
  return item.name_de;
}

/** A billing document with a stored PDF, as the worker leaves it; answers the document's id. */
async function issue(orderId: string, kind: 'invoice' | 'final_invoice' | 'storno', references?: string) {
  const number = `${kind === 'storno' ? 'ST' : 'RE'}-T-${orderId}-${kind}`;
  const [row] = await db().query<{ id: string }[]>(
    `INSERT INTO billing_documents (kind, number, order_id, references_document_id, issued_at, order_number,
       order_placed_at, gross_cents, net_cents, tax_cents, original_cents, discount_cents, lines, tax_lines, seller,
       buyer, pdf_status, pdf)
     SELECT $1, $2, o.id, $4, now(), coalesce(o.order_number, 'B-T'), coalesce(o.placed_at, now()), 12900, 10840,
       2060, 12900, 0, '[]', '[]', '{}', '{}', 'ready', $5
     FROM orders o WHERE o.id = $3 RETURNING id`,
    [kind, number, orderId, references ?? null, Buffer.from(`%PDF-1.4 ${number}`)],
  );
  return { id: row.id, number };
}

const keys = async () =>
  (await db().query<{ key: string }[]>(`SELECT key FROM shop_items ORDER BY id LIMIT 2`)).map(
    (row) => row.key,
  );

describe('GET /api/patient/orders', () => {
  let patient: PortalTestPatient;
  let client: TestClient;
  beforeAll(async () => {
    patient = await patientWithAccount(app, doctor.client);
    client = await patientSignedIn(app, patient);
  });

  it('answers an empty list for a patient without orders', async () => {
    const fresh = await patientWithAccount(app, doctor.client);
    const response = await listOf(await patientSignedIn(app, fresh));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [] });
  });

  it("lists the patient's placed orders newest first with items, status, shipment, documents and the pay link", async () => {
    const [firstKey, secondKey] = await keys();
    const older = await insertOrder(app, patient.id, {
      placedAt: new Date('2026-01-10T10:00:00Z'),
      status: OrderStatus.OrderShipped,
      paymentStatus: PaymentStatus.Success,
      total: 129,
    });
    await addLine(older.id, firstKey);
    await db().query(
      `UPDATE orders SET shipment_carrier = 'DHL', shipment_number = '00340434161234567890', shipped_at = now() WHERE id = $1`,
      [older.id],
    );
    const invoice = await issue(older.id, 'invoice');
    await issue(older.id, 'final_invoice', invoice.id);

    // The newest order waits for its money: its link is our own /pay/<token>, as mailed.
    const newer = await insertOrder(app, patient.id, { placedAt: null, paymentStatus: null, total: 258 });
    const links = app.get(PaymentLinksService);
    const link = await db().transaction(async (manager) => {
      await manager.query(
        `UPDATE orders SET placed_at = now(), status = 1, order_number = 'B-T-' || id WHERE id = $1`,
        [newer.id],
      );
      const order = await manager.query<{ id: string; payment_status: null }[]>(
        `SELECT id, payment_status FROM orders WHERE id = $1`,
        [newer.id],
      );
      return links.createForPlacedOrder(manager, { ...order[0] } as never);
    });
    const names = [await addLine(newer.id, firstKey, 0), await addLine(newer.id, secondKey, 1)];
    // A draft is the doctor's work in progress: never shown.
    await insertOrder(app, patient.id, { placedAt: null });

    const response = await listOf(client);
    expect(response.status).toBe(200);
    const data = response.body.data as OrderView[];
    expect(data.map((order) => order.id)).toEqual([newer.id, older.id]);
    expect(data[0]).toMatchObject({
      items: names,
      total: 258,
      status: 'OrderPlaced',
      paymentStatus: 'Pending',
      shipment: null,
      documents: { invoice: false, finalInvoice: false, storno: false },
      paymentUrl: `/pay/${links.tokenOf(link)}`,
    });
    expect(data[1]).toMatchObject({
      total: 129,
      status: 'OrderShipped',
      paymentStatus: 'Success',
      shipment: {
        carrier: 'DHL',
        number: '00340434161234567890',
        trackingUrl: expect.stringContaining('piececode=00340434161234567890'),
      },
      documents: { invoice: true, finalInvoice: true, storno: false },
      paymentUrl: null,
    });
  });

  it('gives no pay link once the link expired or the order was cancelled', async () => {
    const other = await patientWithAccount(app, doctor.client);
    const expired = await insertOrder(app, other.id, { placedAt: null, paymentStatus: null });
    const canceled = await insertOrder(app, other.id, { placedAt: null, paymentStatus: null });
    const links = app.get(PaymentLinksService);
    for (const order of [expired, canceled])
      await db().transaction(async (manager) => {
        await manager.query(
          `UPDATE orders SET placed_at = now(), status = 1, order_number = 'B-T-' || id WHERE id = $1`,
          [order.id],
        );
        await links.createForPlacedOrder(manager, { id: order.id, payment_status: null } as never);
      });
    await db().query(
      `UPDATE payment_links SET expires_at = now() - interval '1 minute' WHERE order_id = $1`,
      [expired.id],
    );
    await db().query(`UPDATE orders SET status = $2 WHERE id = $1`, [canceled.id, OrderStatus.Canceled]);

    const data = (await listOf(await patientSignedIn(app, other))).body.data as OrderView[];
    expect(data.map((order) => [order.id, order.paymentStatus, order.paymentUrl])).toEqual([
      [canceled.id, 'Pending', null],
      [expired.id, 'Pending', null],
    ]);
    expect(data[0].status).toBe('Canceled');
  });

  it('reads the list in a fixed number of statements, however many orders', async () => {
    const few = await patientWithAccount(app, doctor.client);
    const many = await patientWithAccount(app, doctor.client);
    const [key] = await keys();
    for (const [who, count] of [
      [few, 1],
      [many, 6],
    ] as const)
      for (let i = 0; i < count; i += 1) {
        const order = await insertOrder(app, who.id, { paymentStatus: PaymentStatus.Pending });
        await addLine(order.id, key);
        await issue(order.id, 'invoice');
      }
    const fewClient = await patientSignedIn(app, few);
    const manyClient = await patientSignedIn(app, many);
    const fewCount = await countStatements(app, () => listOf(fewClient));
    const manyCount = await countStatements(app, () => listOf(manyClient));
    expect((await listOf(manyClient)).body.data).toHaveLength(6);
    expect(manyCount.count).toBe(fewCount.count);
  });

  it('refuses anonymous visitors and doctor sessions', async () => {
    const anonymous = await listOf(fromOwnIp(new TestClient(app)));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHENTICATED);
    const asDoctor = await listOf(doctor.client);
    expect(asDoctor.status).toBe(401);
  });
});

describe('GET /api/patient/orders/:id/{invoice,final-invoice,storno}-pdf', () => {
  let patient: PortalTestPatient;
  let client: TestClient;
  let orderId: string;
  let numbers: { invoice: string; finalInvoice: string; storno: string };
  beforeAll(async () => {
    patient = await patientWithAccount(app, doctor.client);
    client = await patientSignedIn(app, patient);
    const order = await insertOrder(app, patient.id, { paymentStatus: PaymentStatus.Canceled });
    orderId = order.id;
    const invoice = await issue(orderId, 'invoice');
    const finalInvoice = await issue(orderId, 'final_invoice', invoice.id);
    const storno = await issue(orderId, 'storno', invoice.id);
    numbers = { invoice: invoice.number, finalInvoice: finalInvoice.number, storno: storno.number };
  });

  it.each([
    ['invoice', 'invoice'],
    ['final-invoice', 'finalInvoice'],
    ['storno', 'storno'],
  ] as const)('downloads the stored %s PDF of an own order', async (path, key) => {
    const response = await download(client, orderId, path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${numbers[key]}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((response.body as Buffer).toString()).toBe(`%PDF-1.4 ${numbers[key]}`);
  });

  it('answers 404 for a document that was not issued', async () => {
    const order = await insertOrder(app, patient.id);
    const response = await download(client, order.id, 'invoice');
    expect(response.status).toBe(404);
  });

  it("answers 404 for another patient's order and invoice, exactly as for no order", async () => {
    const other = await patientWithAccount(app, doctor.client);
    const otherClient = await patientSignedIn(app, other);
    const foreign = await download(otherClient, orderId, 'invoice');
    const missing = await download(otherClient, '999999999', 'invoice');
    const garbage = await download(otherClient, 'abc', 'invoice');
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(garbage.status).toBe(404);
    expect(JSON.parse((foreign.body as Buffer).toString())).toEqual(
      JSON.parse((missing.body as Buffer).toString()),
    );
  });

  it('refuses anonymous visitors and doctor sessions', async () => {
    expect((await download(fromOwnIp(new TestClient(app)), orderId, 'invoice')).status).toBe(401);
    expect((await download(doctor.client, orderId, 'invoice')).status).toBe(401);
  });
});
