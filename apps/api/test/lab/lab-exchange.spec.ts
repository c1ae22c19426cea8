import { createHmac } from 'node:crypto';
import { Permission } from '@portal/shared-types';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LabClient } from '../../src/modules/lab/lab-client.js';
import { LabDispatch } from '../../src/modules/lab/lab-dispatch.service.js';
import { LabReport } from '../../src/modules/lab/lab-report.entity.js';
import { labIdempotencyKey } from '../../src/modules/lab/lab.jobs.js';
import { LabSender } from '../../src/modules/lab/lab-sender.service.js';
import { LabSweep } from '../../src/modules/lab/lab-sweep.service.js';
import { NoiOrder } from '../../src/modules/orders/noi-order.entity.js';
import { OrderPartStatusChange } from '../../src/modules/orders/order-part-status-change.entity.js';
import { NoiOrderStatus, NoiOrderType } from '../../src/modules/orders/order-status.js';
import { InboundEvent } from '../../src/common/webhooks/inbound-event.entity.js';
import { Sample, SampleStatus, SampleType } from '../../src/modules/samples/sample.entity.js';
import type { TestClient } from '../helpers/client.js';
import { labControl, labOrdersOf, placeShopOrder, uniqueBarcode } from '../helpers/lab.js';
import { eventually, type PaymentsStack, startPaymentsStack } from '../helpers/payments.js';
import { sandboxUrl } from '../helpers/sandbox.js';
import { signedIn } from '../helpers/session.js';

const PART = 'id type status status_description external_order_no noi_order_id sent_at sent_data';
const ORDER_QUERY = `query ($id: ID!) { order(id: $id) {
  id order_number status isCancelable
  bloodNoiOrder { ${PART} } dnaNoiOrder { ${PART} } supplementsNoiOrder { ${PART} }
} }`;
const RESPONSES_QUERY = `query ($id: ID!) { order(id: $id) {
  id noiOrderRegistrationResponses { id status errors order_type barcode received_at }
} }`;
const REGISTER_SAMPLE = `mutation ($input: RegisterSampleInput!) { registerSample(input: $input) { id status } }`;
const MARK_PAID = `mutation ($id: ID!) { markOrderAsPaid(id: $id) { id payment_status } }`;
const CANCEL_ORDER = `mutation ($id: ID!) { cancelOrder(id: $id) { id status } }`;

interface PartView {
  id: string;
  type: string;
  status: NoiOrderStatus;
  status_description: string;
  external_order_no: string | null;
  noi_order_id: string | null;
  sent_at: string | null;
  sent_data: { orderedProducts: { productCode: string; name: string }[] } | null;
}
interface OrderView {
  id: string;
  order_number: string;
  status: string;
  isCancelable: boolean;
  bloodNoiOrder: PartView | null;
  dnaNoiOrder: PartView | null;
  supplementsNoiOrder: PartView | null;
}
interface ResponseView {
  status: number;
  errors: string[];
  order_type: string;
  barcode: string | null;
}

let stack: PaymentsStack;
let admin: Awaited<ReturnType<typeof signedIn>>;
let doctor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  // Lab calls give up after 1 s here, so a lab that does not answer is quick to see.
  stack = await startPaymentsStack({ LAB_TIMEOUT_MS: '1000' });
  admin = await signedIn(stack.app, { permissions: [Permission.ManageMedicalCenters] });
  doctor = await signedIn(stack.app);
});
afterAll(() => stack.close());

const db = () => stack.app.get(DataSource);
const orderOf = async (id: string, client: TestClient = doctor.client) =>
  (await client.query<{ order: OrderView }>(ORDER_QUERY, { id })).order;
const responsesOf = async (id: string) =>
  (
    await admin.client.query<{ order: { noiOrderRegistrationResponses: ResponseView[] } }>(RESPONSES_QUERY, {
      id,
    })
  ).order.noiOrderRegistrationResponses;
const register = async (id: string, type: 'Blood' | 'Dna', barcode = uniqueBarcode()) => {
  const result = await doctor.client.graphql(REGISTER_SAMPLE, { input: { id, type, barcode } });
  expect(result.errors).toBeUndefined();
  return barcode;
};
const pay = (id: string) => admin.client.query(MARK_PAID, { id });
const partStatus = (order: OrderView, type: 'blood' | 'dna' | 'supplements') =>
  order[`${type}NoiOrder` as const]?.status;
/** Waits until the order's part reaches a status (jobs and callbacks are asynchronous). */
const partReaches = (
  id: string,
  type: 'blood' | 'dna' | 'supplements',
  status: NoiOrderStatus,
  timeoutMs = 15_000,
) =>
  eventually(
    () => orderOf(id),
    (order) => partStatus(order, type) === status,
    timeoutMs,
  );
/** The Lab-Signature header as the lab signs it (the sandbox's secret is the development default). */
const signLabWebhook = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
const advance = (labOrderId: string, to?: string) =>
  labControl('POST', `/orders/${labOrderId}/advance`, to === undefined ? {} : { to });

/** A paid order of the Elements Start bundle (blood and DNA) with both samples registered. */
async function paidOrderWithSamples() {
  const order = await placeShopOrder(stack.app, doctor.client, { 'bundle-start': 'Bundle' });
  const blood = await register(order.id, 'Blood');
  const dna = await register(order.id, 'Dna');
  await pay(order.id);
  return { ...order, blood, dna };
}

describe('sending order parts to the lab', () => {
  it('sends each part once the order is paid and its sample registered, and keeps the answers', async () => {
    const order = await placeShopOrder(stack.app, doctor.client, { 'bundle-start': 'Bundle' });
    // placeOrder answers the parts it wrote.
    expect(order).toMatchObject({
      bloodNoiOrder: { status: 'SampleNotRegistered' },
      dnaNoiOrder: { status: 'SampleNotRegistered' },
      supplementsNoiOrder: null,
    });
    const blood = await register(order.id, 'Blood');
    // Registered but unpaid: nothing goes to the lab yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await labOrdersOf(`${order.order_number}-blood`)).toEqual([]);

    await pay(order.id);
    const sent = await partReaches(order.id, 'blood', NoiOrderStatus.SentToLab);
    expect(sent.status).toBe('BloodSampleRegistered'); // DNA still pending
    expect(sent.bloodNoiOrder).toMatchObject({
      external_order_no: `${order.order_number}-blood`,
      status_description: expect.any(String),
      sent_data: { orderedProducts: [{ productCode: 'blood-micronutrients', name: expect.any(String) }] },
    });
    expect(sent.bloodNoiOrder!.sent_at).not.toBeNull();
    const [atTheLab] = await labOrdersOf(`${order.order_number}-blood`);
    expect(atTheLab).toMatchObject({
      labOrderId: sent.bloodNoiOrder!.noi_order_id,
      barcode: blood,
      orderedProducts: sent.bloodNoiOrder!.sent_data!.orderedProducts,
    });

    // The DNA sample registered after the payment goes straight away.
    const dna = await register(order.id, 'Dna');
    const both = await partReaches(order.id, 'dna', NoiOrderStatus.SentToLab);
    expect(both.status).toBe('SentToLab');
    expect(both.dnaNoiOrder!.sent_data!.orderedProducts.map((p) => p.productCode)).toEqual([
      'dna-nutrigenetics',
    ]);
    expect((await labOrdersOf(`${order.order_number}-dna`))[0].barcode).toBe(dna);

    expect(await responsesOf(order.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 200, errors: [], order_type: 'blood', barcode: blood }),
        expect.objectContaining({ status: 200, errors: [], order_type: 'dna', barcode: dna }),
      ]),
    );
  });

  it('shows the registration answers to admins only', async () => {
    const order = await paidOrderWithSamples();
    const answer = await doctor.client.graphql(RESPONSES_QUERY, { id: order.id });
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps a 409 with the barcode and does not send the part again by itself', async () => {
    // The lab knows this barcode from another sender already.
    const barcode = uniqueBarcode();
    const elsewhere = await fetch(`${sandboxUrl()}/lab/v1/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer other-sender' },
      body: JSON.stringify({
        externalOrderNo: `ELSEWHERE-${barcode}`,
        type: 'blood',
        barcode,
        patient: { guid: 'someone', sex: 'Female', birthDate: '1980-01-01' },
        orderedProducts: [{ productCode: 'x', name: 'x' }],
        callbackUrl: 'http://127.0.0.1:9/none',
      }),
    });
    expect(elsewhere.status).toBe(200);

    const order = await placeShopOrder(stack.app, doctor.client, { 'bundle-start': 'Bundle' });
    await register(order.id, 'Blood', barcode);
    await pay(order.id);
    const [conflict] = await eventually(
      () => responsesOf(order.id),
      (rows) => rows.some((row) => row.status === 409),
    );
    expect(conflict).toMatchObject({ status: 409, order_type: 'blood', barcode });
    expect(conflict.errors.join(' ')).toContain(barcode);
    const view = await orderOf(order.id);
    expect(view.bloodNoiOrder).toMatchObject({ status: NoiOrderStatus.SampleRegistered, noi_order_id: null });
    // The sweep leaves a refused part to a person.
    expect(await stack.worker.get(LabDispatch).readyParts(1000)).not.toContainEqual(
      expect.objectContaining({ noiOrderId: view.bloodNoiOrder!.id }),
    );
  });

  it('retries a 5xx and a time-out with back-off, and keeps every answer', async () => {
    const order = await placeShopOrder(stack.app, doctor.client, { 'bundle-start': 'Bundle' });
    await register(order.id, 'Blood');
    await labControl('POST', '/faults', {
      operation: 'create',
      mode: 'error500',
      count: 1,
      match: { externalOrderNo: `${order.order_number}-blood` },
    });
    await labControl('POST', '/faults', {
      operation: 'create',
      mode: 'timeout',
      count: 1,
      match: { externalOrderNo: `${order.order_number}-dna` },
    });
    await register(order.id, 'Dna');
    await pay(order.id);
    await partReaches(order.id, 'blood', NoiOrderStatus.SentToLab, 25_000);
    await partReaches(order.id, 'dna', NoiOrderStatus.SentToLab, 25_000);
    const answers = await responsesOf(order.id);
    const of = (type: string) =>
      answers
        .filter((row) => row.order_type === type)
        .map((row) => row.status)
        .reverse();
    expect(of('blood')).toEqual([500, 200]);
    expect(of('dna')).toEqual([504, 200]);
    expect(await labOrdersOf(`${order.order_number}-blood`)).toHaveLength(1);
  }, 40_000);

  it('does not send twice when a killed job runs again', async () => {
    const order = await placeShopOrder(stack.app, doctor.client, { 'bundle-start': 'Bundle' });
    await register(order.id, 'Blood');
    await register(order.id, 'Dna');
    const part = await db()
      .getRepository(NoiOrder)
      .findOneByOrFail({ order_id: order.id, type: NoiOrderType.blood });
    const sample = await db()
      .getRepository(Sample)
      .findOneByOrFail({ order_id: order.id, type: SampleType.Blood });
    // The first run reached the lab and died before storing the answer: the lab has the order.
    await db().query(`UPDATE orders SET payment_status = 'Success' WHERE id = $1`, [order.id]);
    const sender = stack.worker.get(LabSender);
    const payload = { noiOrderId: part.id, sampleId: sample.id };
    const lost = (await sender.requestFor(payload))!;
    const first = await stack.worker
      .get(LabClient)
      .register(lost, labIdempotencyKey(payload, lost.externalOrderNo));
    expect(first.status).toBe(200);

    // The job runs again (BullMQ's stalled-job check) and gets the lab's first answer back. ('skipped'
    // if the worker's own sweep found the paid part first and sent it, with the same key.)
    expect(['sent', 'skipped']).toContain(await sender.send(payload));
    const view = await orderOf(order.id);
    expect(view.bloodNoiOrder!.noi_order_id).toBe(first.labOrderId);
    expect(await labOrdersOf(`${order.order_number}-blood`)).toHaveLength(1);
  });

  it('queues from the sweep what was never queued (a crash after the commit)', async () => {
    const order = await placeShopOrder(stack.app, doctor.client, { 'bundle-start': 'Bundle' });
    // Written behind the API's back: registered and paid, but no job exists.
    const part = await db()
      .getRepository(NoiOrder)
      .findOneByOrFail({ order_id: order.id, type: NoiOrderType.blood });
    await db().getRepository(Sample).insert({
      order_id: order.id,
      type: SampleType.Blood,
      barcode: uniqueBarcode(),
      status: SampleStatus.Registered,
      registered_at: new Date(),
    });
    await db().getRepository(NoiOrder).update(part.id, { status: NoiOrderStatus.SampleRegistered });
    await db().query(`UPDATE orders SET payment_status = 'Success' WHERE id = $1`, [order.id]);

    const result = await stack.worker.get(LabSweep).run();
    expect(result.queued).toBeGreaterThanOrEqual(1);
    await partReaches(order.id, 'blood', NoiOrderStatus.SentToLab);
  });
});

describe("the lab's callbacks", () => {
  it('move the parts forward; the order follows; a sample at the lab ends cancelling', async () => {
    const order = await paidOrderWithSamples();
    const sent = await partReaches(order.id, 'dna', NoiOrderStatus.SentToLab);
    await partReaches(order.id, 'blood', NoiOrderStatus.SentToLab);
    expect(sent.isCancelable).toBe(true);

    await advance(sent.dnaNoiOrder!.noi_order_id!); // ArrivedInLab
    const arrived = await partReaches(order.id, 'dna', NoiOrderStatus.ArrivedInLab);
    expect(arrived.status).toBe('ArrivedInLab');
    expect(arrived.isCancelable).toBe(false);
    const cancel = await doctor.client.graphql(CANCEL_ORDER, { id: order.id });
    expect(cancel.errors?.[0].message).toBe(
      'Die Bestellung kann nicht mehr storniert werden, da sie bereits im Labor eingetroffen ist.',
    );

    const blood = (await orderOf(order.id)).bloodNoiOrder!.noi_order_id!;
    await advance(blood, 'ResultsReady');
    await partReaches(order.id, 'blood', NoiOrderStatus.ResultsReady);
    await advance(sent.dnaNoiOrder!.noi_order_id!, 'AnalysisStarted');
    const view = await partReaches(order.id, 'dna', NoiOrderStatus.AnalysisStarted);
    expect(view.status).toBe('AnalysisStarted'); // the slower part

    // Each step the callbacks brought is in the part's history, oldest first (the order details' timeline).
    const history = await doctor.client.query<{
      order: { dnaNoiOrder: { statusChanges: { status: string }[] } };
    }>(`query ($id: ID!) { order(id: $id) { dnaNoiOrder { statusChanges { status } } } }`, { id: order.id });
    expect(history.order.dnaNoiOrder.statusChanges.map((change) => change.status)).toEqual([
      'SampleRegistered',
      'SentToLab',
      'ArrivedInLab',
      'AnalysisStarted',
    ]);
  });

  it('are applied once however often they come, and in whatever order', async () => {
    const order = await paidOrderWithSamples();
    const sent = await partReaches(order.id, 'blood', NoiOrderStatus.SentToLab);
    const labOrderId = sent.bloodNoiOrder!.noi_order_id!;

    // Duplicates: the same event delivered three times is one inbox row.
    await advance(labOrderId);
    await partReaches(order.id, 'blood', NoiOrderStatus.ArrivedInLab);
    await labControl('POST', `/orders/${labOrderId}/redeliver`);
    await labControl('POST', `/orders/${labOrderId}/redeliver`);
    const rows = await db().getRepository(InboundEvent).findBy({ provider: 'lab', resource_id: labOrderId });
    expect(rows).toHaveLength(1);

    // Out of order: two callbacks held and released newest first.
    const match = { externalOrderNo: `${order.order_number}-blood` };
    await labControl('POST', '/callbacks/hold', { hold: true, match });
    await advance(labOrderId); // AnalysisStarted
    await advance(labOrderId); // AnalysisFinished
    await labControl('POST', '/callbacks/release', { order: 'reverse', match });
    await labControl('POST', '/callbacks/hold', { hold: false, match });
    await partReaches(order.id, 'blood', NoiOrderStatus.AnalysisFinished);
    await eventually(
      () => db().getRepository(InboundEvent).findBy({ provider: 'lab', resource_id: labOrderId }),
      (events) => events.length === 3 && events.every((event) => event.processed_at !== null),
    );
    expect(partStatus(await orderOf(order.id), 'blood')).toBe(NoiOrderStatus.AnalysisFinished);
  });

  it('never move a part backwards: the step is refused and logged', async () => {
    const order = await paidOrderWithSamples();
    const sent = await partReaches(order.id, 'blood', NoiOrderStatus.SentToLab);
    const labOrderId = sent.bloodNoiOrder!.noi_order_id!;
    await advance(labOrderId, 'AnalysisStarted');
    await partReaches(order.id, 'blood', NoiOrderStatus.AnalysisStarted);
    await advance(labOrderId, 'ArrivedInLab'); // the lab's own history goes back
    await eventually(
      () =>
        db().query<{ event: string }[]>(
          `SELECT event FROM audit_logs WHERE subject_id = $1 AND event = 'lab.transition_refused'`,
          [order.id],
        ),
      (rows) => rows.length === 1,
    );
    expect(partStatus(await orderOf(order.id), 'blood')).toBe(NoiOrderStatus.AnalysisStarted);
  });

  it('refuse a bad signature and store nothing', async () => {
    const body = JSON.stringify({
      id: `evt_forged_${Date.now()}`,
      type: 'order.status_changed',
      data: { labOrderId: 'lab_forged', externalOrderNo: 'x', status: 'ResultsReady', sequence: 9 },
    });
    const now = Math.floor(Date.now() / 1000);
    const post = (signature: string | undefined) => {
      const call = request(stack.app.getHttpServer())
        .post('/api/lab/callbacks')
        .set('Content-Type', 'application/json');
      return (signature ? call.set('Lab-Signature', signature) : call).send(body);
    };
    for (const signature of [undefined, signLabWebhook('wrong-secret', now, body), 'garbage']) {
      const refused = await post(signature);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Die Signatur der Labormeldung ist ungültig.');
    }
    // Stale: signed with the right secret ten minutes ago (a replay).
    expect((await post(signLabWebhook('whsec_sandbox_lab', now - 600, body))).status).toBe(400);
    expect(await db().getRepository(InboundEvent).findBy({ resource_id: 'lab_forged' })).toEqual([]);
    // Signed but not a callback: refused too.
    const junk = '{"hello":1}';
    const bad = await request(stack.app.getHttpServer())
      .post('/api/lab/callbacks')
      .set('Content-Type', 'application/json')
      .set('Lab-Signature', signLabWebhook('whsec_sandbox_lab', now, junk))
      .send(junk);
    expect(bad.body.message).toBe('Die Labormeldung ist unvollständig.');
  });

  it('lost for good are made up by reconciling with the lab', async () => {
    const order = await paidOrderWithSamples();
    const sent = await partReaches(order.id, 'blood', NoiOrderStatus.SentToLab);
    const labOrderId = sent.bloodNoiOrder!.noi_order_id!;
    await labControl('POST', `/orders/${labOrderId}/drop-next`);
    await advance(labOrderId); // ArrivedInLab, its callback lost
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(partStatus(await orderOf(order.id), 'blood')).toBe(NoiOrderStatus.SentToLab);
    const moved = await stack.worker.get(LabSweep).reconcileQuietParts(new Date(), 0);
    expect(moved).toBeGreaterThanOrEqual(1);
    expect(partStatus(await orderOf(order.id), 'blood')).toBe(NoiOrderStatus.ArrivedInLab);
  });

  it('a recall lets the doctor register a new barcode, which is sent as a new lab order', async () => {
    const order = await paidOrderWithSamples();
    const sent = await partReaches(order.id, 'blood', NoiOrderStatus.SentToLab);
    await advance(sent.bloodNoiOrder!.noi_order_id!, 'Recall');
    const recalled = await partReaches(order.id, 'blood', NoiOrderStatus.Recall);
    expect(recalled.status).toBe('Recall');

    const fresh = await register(order.id, 'Blood');
    const resent = await partReaches(order.id, 'blood', NoiOrderStatus.SentToLab);
    expect(resent.bloodNoiOrder!.noi_order_id).not.toBe(sent.bloodNoiOrder!.noi_order_id);
    const atTheLab = await labOrdersOf(`${order.order_number}-blood`);
    expect(atTheLab.map((labOrder) => labOrder.barcode)).toEqual([fresh, order.blood]);
  });

  it('bring reports of results: each version kept as sent, a correction added, a redelivery adding nothing', async () => {
    const order = await paidOrderWithSamples();
    const sent = await partReaches(order.id, 'blood', NoiOrderStatus.SentToLab);
    const labOrderId = sent.bloodNoiOrder!.noi_order_id!;
    const reportsOf = () =>
      db()
        .getRepository(LabReport)
        .find({ where: { lab_order_id: labOrderId }, order: { version: 'ASC' } });

    await labControl('POST', `/orders/${labOrderId}/reports`, {
      collectedOn: '2026-11-20',
      blood: [{ code: 'FERRITIN', value: 48.5, unit: 'µg/l' }],
    });
    await partReaches(order.id, 'blood', NoiOrderStatus.ResultsReady);
    const [first] = await eventually(reportsOf, (rows) => rows.length === 1);
    expect(first).toMatchObject({
      order_id: order.id,
      version: 1,
      status: 'final',
      collected_on: '2026-11-20',
      blood: [{ code: 'FERRITIN', value: 48.5, unit: 'µg/l' }],
    });
    // The results are the patient's before the part says ResultsReady: a calculation that sees every
    // analysis part ready never makes a recipe without their values.
    const ready = await db()
      .getRepository(OrderPartStatusChange)
      .findOneByOrFail({ part_id: sent.bloodNoiOrder!.id, status: NoiOrderStatus.ResultsReady });
    expect(first.applied_at).not.toBeNull();
    expect(first.applied_at!.getTime()).toBeLessThanOrEqual(ready.changed_at.getTime());

    await labControl('POST', `/orders/${labOrderId}/reports`, {
      collectedOn: '2026-11-20',
      blood: [{ code: 'FERRITIN', value: 84.5, unit: 'µg/l' }],
    });
    const both = await eventually(reportsOf, (rows) => rows.length === 2);
    expect(both.map((row) => [row.version, row.status, row.blood[0].value])).toEqual([
      [1, 'final', 48.5],
      [2, 'corrected', 84.5],
    ]);
    await labControl('POST', `/orders/${labOrderId}/redeliver`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await reportsOf()).toHaveLength(2);
  });
});

describe("the lab's reports becoming the patient's results", () => {
  const PATIENT_OF = `query ($id: ID!) { order(id: $id) { patient { id } } }`;
  const HISTORY = `query ($patientId: ID!, $code: String!) {
    bloodMarkerHistory(patientId: $patientId, code: $code, limit: 5) { currentValue valueDate source isDeletable }
    bloodMarker(patientId: $patientId, code: $code) { currentValue valueDate currentSource }
  }`;
  const DNA = `query ($patientId: ID!) {
    dnaMarker(patientId: $patientId, code: "MTHFR_C677T") { genetic_result { name genotype } interpretation { value_text } }
    patientMedicationResults(patient_id: $patientId, search: "Clopidogrel", first: 5, page: 1) {
      data { medication { name_de } effect { result result_text } }
    }
  }`;
  const appliedReports = (labOrderId: string) =>
    db()
      .getRepository(LabReport)
      .find({ where: { lab_order_id: labOrderId }, order: { version: 'ASC' } });

  it('stores blood values and genotypes with source Noi, a correction as the new current value, a redelivery once', async () => {
    const order = await paidOrderWithSamples();
    const patientId = (
      (await doctor.client.graphql(PATIENT_OF, { id: order.id })).data as {
        order: { patient: { id: string } };
      }
    ).order.patient.id;
    const blood = (await partReaches(order.id, 'blood', NoiOrderStatus.SentToLab)).bloodNoiOrder!
      .noi_order_id!;
    const dna = (await partReaches(order.id, 'dna', NoiOrderStatus.SentToLab)).dnaNoiOrder!.noi_order_id!;
    const history = async () =>
      (await doctor.client.graphql(HISTORY, { patientId, code: 'FERRITIN' })).data as {
        bloodMarkerHistory: {
          currentValue: number;
          valueDate: string;
          source: string;
          isDeletable: boolean;
        }[];
        bloodMarker: { currentValue: number | null; valueDate: string | null; currentSource: string | null };
      };

    // Vitamin D in ng/ml: stored in the marker's nmol/l (× 2.496).
    await labControl('POST', `/orders/${blood}/reports`, {
      collectedOn: '2026-11-20',
      blood: [
        { code: 'FERRITIN', value: 48.5, unit: 'µg/l' },
        { code: 'VITAMIN_D_25OH', value: 30, unit: 'ng/ml' },
      ],
    });
    const first = await eventually(history, (view) => view.bloodMarkerHistory.length === 1);
    expect(first.bloodMarkerHistory).toEqual([
      { currentValue: 48.5, valueDate: '2026-11-20', source: 'Noi', isDeletable: false },
    ]);
    const vitaminD = (await doctor.client.graphql(HISTORY, { patientId, code: 'VITAMIN_D_25OH' })).data as {
      bloodMarker: { currentValue: number };
    };
    expect(vitaminD.bloodMarker.currentValue).toBeCloseTo(74.88, 2);
    expect((await appliedReports(blood))[0].applied_at).not.toBeNull();

    // The lab corrects the ferritin: the new version is the value, the first one stays stored.
    await labControl('POST', `/orders/${blood}/reports`, {
      collectedOn: '2026-11-20',
      blood: [{ code: 'FERRITIN', value: 84.5, unit: 'µg/l' }],
    });
    const corrected = await eventually(history, (view) => view.bloodMarker.currentValue === 84.5);
    expect(corrected.bloodMarker).toEqual({
      currentValue: 84.5,
      valueDate: '2026-11-20',
      currentSource: 'Noi',
    });
    const kept = await db().query(
      `SELECT value::float, superseded_at IS NOT NULL AS superseded FROM analysis_result_values
       WHERE patient_id = $1 AND parameter_id = (SELECT id FROM analysis_parameters WHERE code = 'FERRITIN') ORDER BY id`,
      [patientId],
    );
    expect(kept).toEqual([
      { value: 48.5, superseded: true },
      { value: 84.5, superseded: false },
    ]);

    // Delivered again: nothing stored twice.
    await labControl('POST', `/orders/${blood}/redeliver`);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM analysis_result_values WHERE patient_id = $1`,
      [patientId],
    );
    expect(count).toBe(3);

    // Genotypes of the DNA part: the marker's result and the medication derived from CYP2C19.
    await labControl('POST', `/orders/${dna}/reports`, {
      collectedOn: '2026-11-20',
      genotypes: [
        { gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT' },
        { gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'AA' },
        // TPMT *2 is C>G on GRCh38+: A/T is no reading of it, so this marker alone is refused.
        { gene: 'TPMT', rsId: 'rs1800462', genotype: 'A/T', orientation: 'GRCh38+' },
      ],
    });
    const readDna = async () =>
      (await doctor.client.graphql(DNA, { patientId })).data as {
        dnaMarker: {
          genetic_result: { name: string; genotype: string }[];
          interpretation: { value_text: string } | null;
        };
        patientMedicationResults: {
          data: { medication: { name_de: string }; effect: { result: number } | null }[];
        };
      };
    const withDna = await eventually(readDna, (view) => view.dnaMarker.interpretation !== null);
    expect(withDna.dnaMarker.genetic_result.map((entry) => entry.genotype)).toContain('CT');
    // CYP2C19 *2/*2: a poor metaboliser, for whom clopidogrel does not work (result 0, red).
    expect(withDna.patientMedicationResults.data).toEqual([
      expect.objectContaining({
        medication: { name_de: 'Clopidogrel' },
        effect: expect.objectContaining({ result: 0 }),
      }),
    ]);

    // The refused marker is kept for the service team with its reason (admins only).
    const refusedOf = (client: TestClient) =>
      client.graphql(
        `query ($id: ID!) { order(id: $id) { refusedGenotypes { rs_id genotype orientation reason } } }`,
        {
          id: order.id,
        },
      );
    const asAdmin = (await refusedOf(admin.client)).data as {
      order: { refusedGenotypes: { rs_id: string; genotype: string; orientation: string; reason: string }[] };
    };
    expect(asAdmin.order.refusedGenotypes).toEqual([
      {
        rs_id: 'rs1800462',
        genotype: 'A/T',
        orientation: 'GRCh38+',
        reason: expect.stringContaining('passt nicht zu rs1800462'),
      },
    ]);
    expect((await refusedOf(doctor.client)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // Another practice's doctor reads none of it.
    const other = await signedIn(stack.app);
    const refused = await other.client.graphql(HISTORY, { patientId, code: 'FERRITIN' });
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
