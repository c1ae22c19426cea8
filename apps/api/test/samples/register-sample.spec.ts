import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { NoiOrderStatus, NoiOrderType, OrderStatus } from '../../src/modules/orders/order-status.js';
import { TestClient } from '../helpers/client.js';
import { insertOrder } from '../helpers/orders.js';
import { countStatements } from '../helpers/query-counter.js';
import { createPatient } from '../helpers/patients.js';
import { signedIn } from '../helpers/session.js';
import { CREATE_ORDER, PLACE_ORDER, newOrderConsents, shopItemIds } from '../helpers/shop.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

// What the web's register-sample modal sends.
const REGISTER_SAMPLE = `mutation ($input: RegisterSampleInput!) {
  registerSample(input: $input) {
    id status
    bloodSample { id barcode status } dnaSample { id barcode status }
    bloodNoiOrder { status } dnaNoiOrder { status }
  }
}`;

type Sample = { id: string; barcode: string | null; status: string } | null;
type Registered = {
  registerSample: {
    id: string;
    status: string;
    bloodSample: Sample;
    dnaSample: Sample;
    bloodNoiOrder: { status: string } | null;
    dnaNoiOrder: { status: string } | null;
  };
};

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

let sequence = 0;
const uniqueBarcode = () => `BC-${Date.now()}-${++sequence}-${Math.random().toString(36).slice(2, 8)}`;

describe('samples: registering blood and DNA sample barcodes', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let db: DataSource;
  let doctor: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp();
    worker = await startTestWorker();
    db = app.get(DataSource);
    doctor = await signedIn(app);
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  const register = (client: TestClient, input: Record<string, unknown>) =>
    client.graphql<Registered>(REGISTER_SAMPLE, { input });

  const placedOrder = async (
    parts: Partial<Record<NoiOrderType, NoiOrderStatus>>,
    client = doctor.client,
    status = OrderStatus.OrderPlaced,
  ) => {
    const patient = await createPatient(client);
    return insertOrder(app, patient.id, { parts, status });
  };
  const both = {
    [NoiOrderType.blood]: NoiOrderStatus.SampleNotRegistered,
    [NoiOrderType.dna]: NoiOrderStatus.SampleNotRegistered,
  };

  it('registers the samples of a real placed order: blood first, then DNA', async () => {
    const ids = await shopItemIds(app);
    const patient = await createPatient(doctor.client);
    const created = await doctor.client.query<{ createOrder: { id: string } }>(CREATE_ORDER, {
      input: {
        patient: { connect: patient.id },
        items: [{ item_id: ids['bundle-start'], item_type: 'Bundle', quantity: 1 }],
      },
    });
    const id = created.createOrder.id;
    await doctor.client.agent.get(`/api/orders/${id}/download-pdf`).buffer(true).parse(binary).expect(200);
    const placed = await doctor.client.graphql(PLACE_ORDER, {
      id,
      consents: await newOrderConsents(doctor.client),
    });
    expect(placed.errors).toBeUndefined();
    const { order } = await doctor.client.query<{ order: { bloodSample: Sample; dnaSample: Sample } }>(
      `query ($id: ID!) { order(id: $id) { bloodSample { id barcode status } dnaSample { id barcode status } } }`,
      { id },
    );
    expect(order.bloodSample).toEqual({ id: `${id}-blood`, barcode: null, status: 'NotRegistered' });
    expect(order.dnaSample).toEqual({ id: `${id}-dna`, barcode: null, status: 'NotRegistered' });

    const missingType = await register(doctor.client, { id, barcode: uniqueBarcode() });
    expect(missingType.errors?.[0].extensions?.validation).toEqual({
      'input.type': ['Bitte wählen Sie, ob Sie die Blut- oder die DNA-Probe registrieren.'],
    });

    const blood = uniqueBarcode();
    const first = await register(doctor.client, { id, barcode: `  ${blood} `, type: 'Blood' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.registerSample).toMatchObject({
      status: 'BloodSampleRegistered',
      bloodSample: { barcode: blood, status: 'Registered' },
      dnaSample: { barcode: null, status: 'NotRegistered' },
      bloodNoiOrder: { status: 'SampleRegistered' },
      dnaNoiOrder: { status: 'SampleNotRegistered' },
    });
    const again = await register(doctor.client, { id, barcode: uniqueBarcode(), type: 'Blood' });
    expect(again.errors?.[0].extensions?.reason).toBe('samples.alreadyRegistered');

    const second = await register(doctor.client, { id, barcode: uniqueBarcode(), type: 'Dna' });
    expect(second.data!.registerSample).toMatchObject({
      status: 'SampleRegistered',
      dnaSample: { status: 'Registered' },
      dnaNoiOrder: { status: 'SampleRegistered' },
    });

    const audit = await db.query<{ event: string }[]>(
      `SELECT event FROM audit_logs WHERE subject_type = 'order' AND subject_id = $1`,
      [id],
    );
    expect(audit.map((row) => row.event)).toEqual(['sample.registered', 'sample.registered']);
  });

  it('sets DnaSampleRegistered when only the DNA sample of two is registered, and needs no type for one sample', async () => {
    const two = await placedOrder(both);
    const dna = await register(doctor.client, { id: two.id, barcode: uniqueBarcode(), type: 'Dna' });
    expect(dna.data!.registerSample.status).toBe('DnaSampleRegistered');

    const onlyDna = await placedOrder({ [NoiOrderType.dna]: NoiOrderStatus.SampleNotRegistered });
    const single = await register(doctor.client, { id: onlyDna.id, barcode: uniqueBarcode() });
    expect(single.data!.registerSample).toMatchObject({ status: 'SampleRegistered', bloodSample: null });

    const onlyBlood = await placedOrder({ [NoiOrderType.blood]: NoiOrderStatus.SampleNotRegistered });
    const wrongType = await register(doctor.client, {
      id: onlyBlood.id,
      barcode: uniqueBarcode(),
      type: 'Dna',
    });
    expect(wrongType.errors?.[0].extensions?.validation).toEqual({
      'input.type': ['Dieser Auftrag enthält keine Probe dieser Art.'],
    });

    const supplementsOnly = await placedOrder({ [NoiOrderType.supplements]: NoiOrderStatus.OrderPlaced });
    const none = await register(doctor.client, { id: supplementsOnly.id, barcode: uniqueBarcode() });
    expect(none.errors?.[0].extensions?.reason).toBe('samples.noSamples');
  });

  it('refuses a barcode used anywhere before: same order, another order, another practice', async () => {
    const barcode = uniqueBarcode();
    const order = await placedOrder(both);
    expect((await register(doctor.client, { id: order.id, barcode, type: 'Blood' })).errors).toBeUndefined();

    const notUnique = {
      message: 'Validation failed for the field [registerSample].',
      validation: { 'input.barcode': ['Der Barcode ist nicht eindeutig'] },
    };
    const sameOrder = await register(doctor.client, { id: order.id, barcode, type: 'Dna' });
    expect(sameOrder.errors?.[0]).toMatchObject({
      message: notUnique.message,
      extensions: {
        validation: { 'input.barcode': ['Dieser Barcode wurde bereits benutzt'] },
        reasons: { 'input.barcode': ['samples.barcodeAlreadyUsed'] },
      },
    });

    const otherOrder = await placedOrder(both);
    const elsewhere = await register(doctor.client, {
      id: otherOrder.id,
      barcode: ` ${barcode}`,
      type: 'Blood',
    });
    expect(elsewhere.errors?.[0]).toMatchObject({
      message: notUnique.message,
      extensions: { validation: notUnique.validation },
    });

    const other = await signedIn(app);
    const theirs = await placedOrder(both, other.client);
    const otherPractice = await register(other.client, { id: theirs.id, barcode, type: 'Blood' });
    expect(otherPractice.errors?.[0].extensions?.validation).toEqual(notUnique.validation);
    const parts = await db.query<{ status: string }[]>(`SELECT status FROM noi_orders WHERE order_id = $1`, [
      theirs.id,
    ]);
    expect(parts.every((p) => p.status === 'SampleNotRegistered')).toBe(true);
  });

  it('requires 1 to 64 characters after trimming', async () => {
    const order = await placedOrder(both);
    for (const barcode of ['', '   ', 'x'.repeat(65)]) {
      const result = await register(doctor.client, { id: order.id, barcode, type: 'Blood' });
      expect(result.errors?.[0]).toMatchObject({
        message: 'Validation failed for the field [registerSample].',
        extensions: { validation: { 'input.barcode': ['Das ist ein Pflichtfeld'] } },
      });
    }
    const longest = `${'x'.repeat(40)}${uniqueBarcode()}`.slice(-64);
    expect(
      (await register(doctor.client, { id: order.id, barcode: longest, type: 'Blood' })).errors,
    ).toBeUndefined();
  });

  it('refuses a cancelled order, a draft, another practice’s order and anonymous callers', async () => {
    const canceled = await placedOrder(
      { [NoiOrderType.blood]: NoiOrderStatus.Canceled },
      doctor.client,
      OrderStatus.Canceled,
    );
    const onCanceled = await register(doctor.client, { id: canceled.id, barcode: uniqueBarcode() });
    expect(onCanceled.errors?.[0]).toMatchObject({
      message: 'Für einen stornierten Auftrag kann keine Probe registriert werden.',
      extensions: { reason: 'samples.orderCanceled' },
    });

    const patient = await createPatient(doctor.client);
    const draft = await insertOrder(app, patient.id, {
      placedAt: null,
      parts: { [NoiOrderType.blood]: NoiOrderStatus.SampleNotRegistered },
    });
    expect(
      (await register(doctor.client, { id: draft.id, barcode: uniqueBarcode() })).errors?.[0].extensions
        ?.reason,
    ).toBe('samples.notPlaced');

    const order = await placedOrder(both);
    const other = await signedIn(app);
    const foreign = await register(other.client, { id: order.id, barcode: uniqueBarcode(), type: 'Blood' });
    expect(foreign.errors?.[0].message).toBe('Order not found.');

    const anonymous = await register(new TestClient(app), {
      id: order.id,
      barcode: uniqueBarcode(),
      type: 'Blood',
    });
    expect(anonymous.errors?.[0].message).toBe('Unauthenticated.');
    const samples = await db.query(`SELECT 1 FROM samples WHERE order_id = $1`, [order.id]);
    expect(samples).toHaveLength(0);
  });

  it('registers once when two registrations of the same sample run at the same time', async () => {
    const order = await placedOrder(both);
    const results = await Promise.all([
      register(doctor.client, { id: order.id, barcode: uniqueBarcode(), type: 'Blood' }),
      register(doctor.client, { id: order.id, barcode: uniqueBarcode(), type: 'Blood' }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.find((r) => r.errors)!.errors![0].extensions?.reason).toBe('samples.alreadyRegistered');
    const rows = await db.query(`SELECT 1 FROM samples WHERE order_id = $1`, [order.id]);
    expect(rows).toHaveLength(1);
  });

  it('takes a new barcode after a recall and keeps the old one as superseded', async () => {
    const order = await placedOrder({ [NoiOrderType.blood]: NoiOrderStatus.SampleNotRegistered });
    const old = uniqueBarcode();
    await register(doctor.client, { id: order.id, barcode: old });
    await db.query(`UPDATE noi_orders SET status = 'Recall' WHERE order_id = $1`, [order.id]);
    await db.query(`UPDATE orders SET status = $2 WHERE id = $1`, [order.id, OrderStatus.Recall]);

    const reused = await register(doctor.client, { id: order.id, barcode: old });
    expect(reused.errors?.[0].extensions?.validation).toEqual({
      'input.barcode': ['Dieser Barcode wurde bereits benutzt'],
    });

    const fresh = uniqueBarcode();
    const result = await register(doctor.client, { id: order.id, barcode: fresh });
    expect(result.errors).toBeUndefined();
    expect(result.data!.registerSample).toMatchObject({
      status: 'SampleRegistered',
      bloodSample: { id: `${order.id}-blood`, barcode: fresh, status: 'Registered' },
    });
    const rows = await db.query<{ barcode: string; superseded: boolean }[]>(
      `SELECT barcode, superseded_at IS NOT NULL AS superseded FROM samples WHERE order_id = $1 ORDER BY id`,
      [order.id],
    );
    expect(rows).toEqual([
      { barcode: old, superseded: true },
      { barcode: fresh, superseded: false },
    ]);
  });
  it('reads the samples of a whole list of orders in one statement', async () => {
    const patient = await createPatient(doctor.client);
    for (let i = 0; i < 5; i++) {
      const order = await insertOrder(app, patient.id, { parts: both });
      await register(doctor.client, { id: order.id, barcode: uniqueBarcode(), type: 'Blood' });
    }
    const { count, statements } = await countStatements(app, () =>
      doctor.client.query<{ patient: { orders: { bloodSample: Sample; dnaSample: Sample }[] } }>(
        `query ($id: ID!) { patient(id: $id) { orders { bloodSample { barcode status } dnaSample { status } } } }`,
        { id: patient.id },
      ),
    );
    expect(statements.filter((sql) => sql.includes('"samples"'))).toHaveLength(1);
    expect(count).toBeLessThan(10);
  });
});
