import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { TestClient } from '../helpers/client.js';
import { createPatient } from '../helpers/patients.js';
import { readPdf } from '../helpers/pdf-text.js';
import { signedIn } from '../helpers/session.js';
import {
  CREATE_ORDER,
  DELETE_ORDER,
  PLACE_ORDER,
  UPDATE_ORDER,
  discountCodeId,
  newOrderConsents,
  shopItemIds,
} from '../helpers/shop.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

type OrderData = {
  id: string;
  order_number: string | null;
  status: string;
  payment_status: string | null;
  total_price: number;
  original_price: number;
  discount_amount: number;
  order_email: string;
  itemsCount: number;
  deliveryAddressIsValid: boolean;
  confirmationIsCurrent: boolean;
  isCancelable: boolean;
  items: { item_id: string; final_price: number }[];
  delivery_address: { city: string; country: { country_code: string } } | null;
};

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('orders: the order wizard from draft to placed order', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let db: DataSource;
  let doctor: Awaited<ReturnType<typeof signedIn>>;
  let ids: Record<string, string>;
  let consents: string[];

  beforeAll(async () => {
    app = await createTestApp();
    worker = await startTestWorker();
    db = app.get(DataSource);
    doctor = await signedIn(app);
    ids = await shopItemIds(app);
    consents = await newOrderConsents(doctor.client);
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  const create = async (
    client: TestClient,
    patientId: string,
    items: { key: string; type?: string; quantity?: number }[],
    extra: Record<string, unknown> = {},
  ) =>
    client.graphql<{ createOrder: OrderData }>(CREATE_ORDER, {
      input: {
        patient: { connect: patientId },
        items: items.map((item) => ({
          item_id: ids[item.key],
          item_type: item.type ?? 'Product',
          quantity: item.quantity ?? 1,
        })),
        ...extra,
      },
    });
  const draft = async (client = doctor.client, patientOverrides: Record<string, unknown> = {}) => {
    const patient = await createPatient(client, patientOverrides);
    const result = await create(client, patient.id, [
      { key: 'bundle-start', type: 'Bundle' },
      { key: 'supplements-elements', type: 'CustomProduct' },
    ]);
    expect(result.errors).toBeUndefined();
    return { patient, order: result.data!.createOrder };
  };
  const download = (client: TestClient, orderId: string) =>
    client.agent.get(`/api/orders/${orderId}/download-pdf`).buffer(true).parse(binary);
  const order = async (client: TestClient, id: string) =>
    (
      await client.query<{ order: OrderData }>(
        `query ($id: ID!) { order(id: $id) { id confirmationIsCurrent order_number status payment_status } }`,
        { id },
      )
    ).order;
  const place = (client: TestClient, id: string, accepted = consents) =>
    client.graphql<{ placeOrder: OrderData }>(PLACE_ORDER, { id, consents: accepted });

  it('creates a draft priced by the engine, with the patient’s address and e-mail', async () => {
    const { patient, order: created } = await draft();
    expect(created).toMatchObject({
      order_number: null,
      status: 'Draft',
      payment_status: null,
      order_email: patient.email,
      itemsCount: 2,
      original_price: 349 + 179,
      total_price: 528,
      deliveryAddressIsValid: true,
      confirmationIsCurrent: false,
      isCancelable: true,
      delivery_address: { city: 'Graz', country: { country_code: 'AT' } },
    });
  });

  it('updates a draft: items, discount code, addresses and e-mail; an undeliverable country marks the address invalid', async () => {
    const { order: created } = await draft();
    const code = await discountCodeId(doctor.client, 'WELCOME10');
    const { updateOrder } = await doctor.client.query<{ updateOrder: OrderData }>(UPDATE_ORDER, {
      input: {
        id: created.id,
        items: [{ item_id: ids['bundle-blood-plus'], item_type: 'Bundle' }],
        discount_code_id: code,
        order_email: 'zahlung@example.com',
      },
    });
    expect(updateOrder).toMatchObject({
      original_price: 209,
      discount_amount: 20.9,
      total_price: 188.1,
      order_email: 'zahlung@example.com',
      itemsCount: 1,
    });
    const [{ id: usa }] = await db.query<{ id: string }[]>(
      `SELECT id FROM countries WHERE country_code = 'US'`,
    );
    const moved = await doctor.client.query<{ updateOrder: OrderData }>(UPDATE_ORDER, {
      input: {
        id: created.id,
        delivery_address: { address: 'Main Street 1', zip_code: '10001', city: 'New York', country_id: usa },
      },
    });
    expect(moved.updateOrder.deliveryAddressIsValid).toBe(false);
    const bad = await doctor.client.graphql(UPDATE_ORDER, {
      input: { id: created.id, order_email: 'not-an-email' },
    });
    expect(bad.errors?.[0].extensions?.validation).toEqual({
      'input.order_email': ['Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.'],
    });
    const removed = await doctor.client.query<{ updateOrder: OrderData }>(UPDATE_ORDER, {
      input: { id: created.id, discount_code_id: null },
    });
    expect(removed.updateOrder).toMatchObject({ discount_amount: 0, total_price: 209 });
  });

  it('places only a draft whose confirmation was downloaded as it is now, with the NewOrder consents', async () => {
    const { order: created } = await draft();
    expect((await place(doctor.client, created.id)).errors?.[0].message).toBe(
      'Bitte laden Sie die Auftragsbestätigung herunter und prüfen Sie sie, bevor Sie den Auftrag erteilen.',
    );

    const pdf = await download(doctor.client, created.id).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = readPdf(pdf.body as Buffer).lines.join('\n');
    expect(text).toContain('Auftragsbestätigung');
    expect(text).toContain('Elements Start');
    expect(text).toContain('528,00');
    expect((await order(doctor.client, created.id)).confirmationIsCurrent).toBe(true);

    // A change after the download needs a new download.
    await doctor.client.query(UPDATE_ORDER, { input: { id: created.id, order_email: 'neu@example.com' } });
    expect((await order(doctor.client, created.id)).confirmationIsCurrent).toBe(false);
    expect((await place(doctor.client, created.id)).errors?.[0].extensions?.reason).toBe(
      'orders.confirmationOutdated',
    );
    await download(doctor.client, created.id).expect(200);

    const missing = await place(doctor.client, created.id, []);
    expect(missing.errors?.[0].extensions?.validation).toEqual({
      'acceptedConsents.connect': ['Dies ist erforderlich'],
    });

    const placed = await place(doctor.client, created.id);
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder).toMatchObject({ status: 'OrderPlaced', payment_status: 'Pending' });
    expect(placed.data!.placeOrder.order_number).toMatch(/^B-\d{4}-\d{5}$/);
    const { order: who } = await doctor.client.query<{
      order: { createdBy: { email: string }; partnershipModel: { id: string } | null };
    }>(`query ($id: ID!) { order(id: $id) { createdBy { email } partnershipModel { id name } } }`, {
      id: created.id,
    });
    expect(who.createdBy.email).toBe(doctor.email);
    expect(who.partnershipModel?.id).toBe(doctor.user.partnership_model_id);
    const parts = await db.query<{ type: string; status: string }[]>(
      `SELECT type, status FROM noi_orders WHERE order_id = $1 ORDER BY type`,
      [created.id],
    );
    expect(parts).toEqual([
      { type: 'blood', status: 'SampleNotRegistered' },
      { type: 'dna', status: 'SampleNotRegistered' },
      { type: 'supplements', status: 'WaitingForResults' },
    ]);
    const recorded = await db.query<{ consent_version: number }[]>(
      `SELECT consent_version FROM order_consents WHERE order_id = $1`,
      [created.id],
    );
    expect(recorded.length).toBe(consents.length);
    expect(recorded.every((row) => row.consent_version >= 1)).toBe(true);

    // Nothing of a placed order changes any more.
    expect((await place(doctor.client, created.id)).errors?.[0].message).toBe(
      'Dieser Auftrag wurde bereits erteilt.',
    );
    const update = await doctor.client.graphql(UPDATE_ORDER, {
      input: { id: created.id, order_email: 'x@example.com' },
    });
    expect(update.errors?.[0].message).toBe(
      'Dieser Auftrag wurde bereits erteilt und kann nicht mehr geändert werden.',
    );
  });

  it('refuses an undeliverable address, an empty cart and places two concurrent submits once', async () => {
    const { order: created } = await draft();
    const [{ id: usa }] = await db.query<{ id: string }[]>(
      `SELECT id FROM countries WHERE country_code = 'US'`,
    );
    const [{ id: austria }] = await db.query<{ id: string }[]>(
      `SELECT id FROM countries WHERE country_code = 'AT'`,
    );
    await doctor.client.query(UPDATE_ORDER, {
      input: {
        id: created.id,
        delivery_address: { address: 'Main Street 1', zip_code: '10001', city: 'New York', country_id: usa },
      },
    });
    await download(doctor.client, created.id).expect(200);
    expect((await place(doctor.client, created.id)).errors?.[0].message).toBe(
      'Lieferadresse ist ungültig! Bitte wählen Sie ein Land aus der Liste, in das geliefert werden soll.',
    );
    await doctor.client.query(UPDATE_ORDER, { input: { id: created.id, items: [] } });
    await doctor.client.query(UPDATE_ORDER, {
      input: {
        id: created.id,
        delivery_address: { address: 'Ring 2', zip_code: '1010', city: 'Wien', country_id: austria },
      },
    });
    await download(doctor.client, created.id).expect(200);
    expect((await place(doctor.client, created.id)).errors?.[0].extensions?.reason).toBe('orders.noItems');

    await doctor.client.query(UPDATE_ORDER, {
      input: { id: created.id, items: [{ item_id: ids['blood-iron'], item_type: 'Product' }] },
    });
    await download(doctor.client, created.id).expect(200);
    const before = await db.query<{ count: string }[]>(`SELECT count(*) FROM number_series`);
    const results = await Promise.all([
      place(doctor.client, created.id),
      place(doctor.client, created.id),
      place(doctor.client, created.id),
    ]);
    expect(results.filter((result) => !result.errors).length).toBe(1);
    expect(
      results.filter((result) => result.errors?.[0].extensions?.reason === 'orders.alreadyPlaced').length,
    ).toBe(2);
    const links = await db.query<{ count: string }[]>(
      `SELECT count(*) FROM payment_links WHERE order_id = $1`,
      [created.id],
    );
    expect(links[0].count).toBe('1');
    expect(before.length).toBe(1);
  });

  it('numbers placed orders from a gapless series per year', async () => {
    const numbers: number[] = [];
    for (let index = 0; index < 3; index++) {
      const { order: created } = await draft();
      await download(doctor.client, created.id).expect(200);
      const placed = await place(doctor.client, created.id);
      numbers.push(Number(placed.data!.placeOrder.order_number!.slice(-5)));
    }
    // Other suites place orders at the same time, so the numbers rise but need not be adjacent here;
    // the series itself has no gaps: every number up to the counter belongs to an order.
    expect(numbers[1]).toBeGreaterThan(numbers[0]);
    const year = new Date().getFullYear();
    const [{ last_value }] = await db.query<{ last_value: number }[]>(
      `SELECT last_value FROM number_series WHERE series = $1`,
      [`order:${year}`],
    );
    const [{ count }] = await db.query<{ count: string }[]>(
      `SELECT count(*) FROM orders WHERE order_number LIKE $1`,
      [`B-${year}-%`],
    );
    expect(Number(count)).toBe(last_value);
  });

  it('counts a discount code’s use when the order is placed', async () => {
    const code = await discountCodeId(doctor.client, 'MINUS20EUR');
    const { order: created } = await draft();
    await doctor.client.query(UPDATE_ORDER, { input: { id: created.id, discount_code_id: code } });
    const [{ times_used: before }] = await db.query<{ times_used: number }[]>(
      `SELECT times_used FROM discount_codes WHERE id = $1`,
      [code],
    );
    await download(doctor.client, created.id).expect(200);
    expect((await place(doctor.client, created.id)).errors).toBeUndefined();
    const [{ times_used: after }] = await db.query<{ times_used: number }[]>(
      `SELECT times_used FROM discount_codes WHERE id = $1`,
      [code],
    );
    expect(after).toBe(before + 1);
  });

  it('deletes a draft and cancels a placed order that has not reached the lab', async () => {
    const first = await draft();
    const deleted = await doctor.client.query<{ deleteOrder: { id: string } }>(DELETE_ORDER, {
      id: first.order.id,
    });
    expect(deleted.deleteOrder.id).toBe(first.order.id);
    expect((await db.query(`SELECT id FROM orders WHERE id = $1`, [first.order.id])).length).toBe(0);

    const second = await draft();
    await download(doctor.client, second.order.id).expect(200);
    await place(doctor.client, second.order.id);
    const canceled = await doctor.client.query<{ deleteOrder: { status: string; payment_status: string } }>(
      DELETE_ORDER,
      { id: second.order.id },
    );
    expect(canceled.deleteOrder).toEqual({
      id: second.order.id,
      status: 'Canceled',
      payment_status: 'Canceled',
    });
    expect((await doctor.client.graphql(DELETE_ORDER, { id: second.order.id })).errors?.[0].message).toBe(
      'Die Bestellung kann nicht mehr storniert werden, da sie bereits im Labor eingetroffen ist.',
    );
  });

  it('keeps orders within the practice and the order flow for doctors with a partnership model', async () => {
    const { patient, order: created } = await draft();
    const other = await signedIn(app);
    const foreignPatient = await create(other.client, patient.id, [{ key: 'blood-iron' }]);
    expect(foreignPatient.errors?.[0].message).toBe('Could not find the patient to assign the order to.');
    for (const attempt of [
      other.client.graphql(UPDATE_ORDER, { input: { id: created.id, items: [] } }),
      other.client.graphql(DELETE_ORDER, { id: created.id }),
      place(other.client, created.id),
      other.client.graphql(`query ($id: ID!) { order(id: $id) { id } }`, { id: created.id }),
    ])
      expect((await attempt).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.agent.get(`/api/orders/${created.id}/download-pdf`)).status).toBe(404);

    const withoutModel = await signedIn(app, { partnershipModel: false });
    const ownPatient = await createPatient(withoutModel.client);
    const denied = await create(withoutModel.client, ownPatient.id, [{ key: 'blood-iron' }]);
    expect(denied.errors?.[0].message).toBe(
      'Sie können keine Bestellungen aufgeben, da Ihre Partnerschaftsart nicht eingerichtet ist.',
    );

    const anonymous = await new TestClient(app).graphql(CREATE_ORDER, {
      input: { patient: { connect: patient.id }, items: [] },
    });
    expect(anonymous.errors?.[0].message).toBe('Unauthenticated.');
    expect((await new TestClient(app).agent.get(`/api/orders/${created.id}/download-pdf`)).status).toBe(401);

    // An administrator orders for any practice's patient.
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const adminOrder = await create(admin.client, patient.id, [{ key: 'blood-iron' }]);
    expect(adminOrder.errors).toBeUndefined();
  });

  it('refuses bad item input on order writes and changes nothing', async () => {
    const { order: created } = await draft();
    const result = await doctor.client.graphql(UPDATE_ORDER, {
      input: { id: created.id, items: [{ item_id: ids['bundle-start'], item_type: 'CustomBundle' }] },
    });
    expect(result.errors?.[0].extensions?.validation).toEqual({
      [`input.items.CustomBundle.${ids['bundle-start']}`]: ['Artikel und Artikeltyp passen nicht zusammen.'],
    });
    const [{ total_price_cents }] = await db.query<{ total_price_cents: number }[]>(
      `SELECT total_price_cents FROM orders WHERE id = $1`,
      [created.id],
    );
    expect(total_price_cents).toBe(52800);
  });
});
