import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TestClient } from '../helpers/client.js';
import {
  patientSignedIn,
  patientWithAccount,
  type PortalTestPatient,
  UNAUTHENTICATED,
} from '../helpers/patient-portal.js';
import { fromOwnIp, TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { del, post, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const PAUSE_NOT_ACTIVE =
  'Eine Pause können Sie nur für einen laufenden Plan anfragen. Ihr Plan ist derzeit pausiert oder gekündigt.';
const PLAN_CANCELED = 'Ihr Plan ist bereits gekündigt. Sie müssen nichts weiter tun.';
const ALREADY_OPEN =
  'Sie haben bereits eine offene Anfrage. Ziehen Sie sie zurück, wenn Sie stattdessen etwas anderes anfragen möchten.';
const DECIDED =
  'Diese Anfrage wurde bereits entschieden oder von der Patientin / dem Patienten zurückgezogen.';

const CONFIRM = `mutation ($id: ID!) { confirmSubscriptionChangeRequest(id: $id) { id status kind decided_at } }`;
const DECLINE = `mutation ($id: ID!) { declineSubscriptionChangeRequest(id: $id) { id status kind decided_at } }`;
const TAB = `query ($patientId: ID!) { subscriptions(patientId: $patientId, first: 10, page: 1) {
  data { id status openChangeRequest { id kind message status requested_at } } } }`;

let app: INestApplication;
let doctor: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  app = await createTestApp({ APP_URL: 'http://portal.test', ...TRUST_PROXY_FOR_TESTS });
  doctor = await signedIn(app);
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);
const planOf = (client: TestClient) =>
  client.agent.get('/api/patient/plan').set('Accept', 'application/json');
const ask = (client: TestClient, body: Record<string, unknown>) =>
  post(client, '/api/patient/plan/requests', body);
const statusOf = async (subscriptionId: string) =>
  (
    await db().query<{ status: string }[]>(`SELECT status FROM subscriptions WHERE id = $1`, [subscriptionId])
  )[0].status;
const eventsOf = async (subscriptionId: string) =>
  (
    await db().query<{ event: string; user_id: string | null }[]>(
      `SELECT event, user_id FROM audit_logs WHERE subject_type = 'subscription' AND subject_id = $1 ORDER BY id`,
      [subscriptionId],
    )
  ).map((row) => [row.event, row.user_id]);

/** A plan of the patient with its cycle-1 order (one Elements recipe at 179 €) and its supplements part. */
async function planFor(
  patient: { id: string },
  status: 'active' | 'paused' | 'canceled' = 'active',
  part = 'OrderShipped',
): Promise<string> {
  const [{ id: subscriptionId }] = await db().query<{ id: string }[]>(
    `INSERT INTO subscriptions (patient_id, medical_center_id, status, start_date, current_period_start,
       current_period_end, paused_at, resume_at, canceled_at)
     SELECT p.id, p.medical_center_id, $2::subscription_status, date_trunc('second', now()) - interval '10 days',
       date_trunc('second', now()) - interval '10 days', date_trunc('second', now()) + interval '80 days', CASE WHEN $2::text = 'paused' THEN now() END,
       CASE WHEN $2::text = 'paused' THEN now() + interval '60 days' END, CASE WHEN $2::text = 'canceled' THEN now() END
     FROM patients p WHERE p.id = $1 RETURNING id`,
    [patient.id, status],
  );
  const [{ id: orderId }] = await db().query<{ id: string }[]>(
    `INSERT INTO orders (order_number, patient_id, medical_center_id, status, payment_status, total_price_cents,
       original_price_cents, placed_at, subscription_id, cycle_no)
     SELECT 'PL-' || $2::text, p.id, p.medical_center_id, 1, 'Success', 34800, 34800, now(), $2::bigint, 1
     FROM patients p WHERE p.id = $1 RETURNING id`,
    [patient.id, subscriptionId],
  );
  await db().query(
    `INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category,
       vat_rate_bp, original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
     VALUES ($1, 0, (SELECT id FROM shop_items WHERE key = 'supplements-elements'), 'CustomProduct',
             (SELECT id FROM shop_items WHERE key = 'supplements-female'), 1, 'Supplements', 700, 17900, 1000, 16900, 1106),
            ($1, 1, (SELECT id FROM shop_items WHERE type <> 'Supplements' ORDER BY id LIMIT 1), 'Product',
             (SELECT id FROM shop_items WHERE type <> 'Supplements' ORDER BY id LIMIT 1), 1, 'Analyses', 1900, 17900, 0, 17900, 2858)`,
    [orderId],
  );
  await db().query(`INSERT INTO noi_orders (order_id, type, status) VALUES ($1, 'supplements', $2)`, [
    orderId,
    part,
  ]);
  return subscriptionId;
}

/** The doctor's micronutrients report as released (the template's data), with one row without a dose. */
async function releaseRecipe(patientId: string, withdrawn = false) {
  const content = {
    date: '2026-09-02T08:00:00Z',
    practice: { name: 'Praxis', addressLines: [], contact: null },
    doctor: 'Dr. Test',
    patient: { name: 'P', birthDate: '1985-04-12', guid: 'g' },
    lastUpdatedAt: null,
    underAge: false,
    rows: [
      {
        name: 'Vitamin D3',
        current: 20,
        recommended: 25,
        unit: 'µg',
        description: 'Für Knochen und Immunsystem',
      },
      { name: 'Magnesium', current: 300, recommended: 300, unit: 'mg', description: null },
      { name: 'Zink', current: null, recommended: 10, unit: 'mg', description: null },
    ],
  };
  await db().query(
    `INSERT INTO report_releases (patient_id, kind, content, note, released_by_user_id, withdrawn_at)
     VALUES ($1, 'micronutrients', $2, 'Bitte morgens einnehmen.', $3, $4)`,
    [patientId, JSON.stringify(content), doctor.user.id, withdrawn ? new Date() : null],
  );
}

describe('GET /api/patient/plan', () => {
  it('answers plan null for a patient without a plan', async () => {
    const patient = await patientWithAccount(app, doctor.client);
    const response = await planOf(await patientSignedIn(app, patient));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ plan: null });
  });

  it('answers status, dates, the price per 90 days and the recipe only once released', async () => {
    const patient = await patientWithAccount(app, doctor.client);
    const client = await patientSignedIn(app, patient);
    const subscriptionId = await planFor(patient);

    const before = await planOf(client);
    expect(before.status).toBe(200);
    // Dates from now: the worker's sweep (another suite may run it meanwhile) leaves a period in the future alone.
    const [dates] = await db().query<{ start_date: Date; current_period_end: Date }[]>(
      `SELECT start_date, current_period_end FROM subscriptions WHERE id = $1`,
      [subscriptionId],
    );
    expect(before.body.plan).toEqual({
      id: subscriptionId,
      status: 'active',
      startDate: dates.start_date.toISOString(),
      nextProductionDate: dates.current_period_end.toISOString(),
      nextProductionNote: null,
      resumeAt: null,
      // The supplements line at list price (renewals drop the first order's discount), without the analysis.
      pricePerPeriod: 179,
      recipe: null,
      openRequest: null,
      mayRequest: ['pause', 'cancel'],
    });

    // A withdrawn release is no recipe.
    await releaseRecipe(patient.id, true);
    expect((await planOf(client)).body.plan.recipe).toBeNull();

    await releaseRecipe(patient.id);
    const after = await planOf(client);
    expect(after.body.plan.recipe).toEqual({
      releasedAt: expect.any(String),
      note: 'Bitte morgens einnehmen.',
      rows: [
        { name: 'Vitamin D3', amount: 20, unit: 'µg', description: 'Für Knochen und Immunsystem' },
        { name: 'Magnesium', amount: 300, unit: 'mg', description: null },
      ],
    });
  });

  it('says why there is no production date: waiting for the analyses, or paused', async () => {
    const waiting = await patientWithAccount(app, doctor.client);
    await planFor(waiting, 'active', 'WaitingForResults');
    expect((await planOf(await patientSignedIn(app, waiting))).body.plan).toMatchObject({
      nextProductionDate: null,
      nextProductionNote: 'afterAnalysis',
    });
    const paused = await patientWithAccount(app, doctor.client);
    await planFor(paused, 'paused');
    expect((await planOf(await patientSignedIn(app, paused))).body.plan).toMatchObject({
      status: 'paused',
      nextProductionDate: null,
      nextProductionNote: 'paused',
      resumeAt: expect.any(String),
      mayRequest: ['cancel'],
    });
  });

  it('refuses anonymous visitors and doctor sessions', async () => {
    const anonymous = await planOf(fromOwnIp(new TestClient(app)));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHENTICATED);
    expect((await planOf(doctor.client)).status).toBe(401);
    expect((await ask(doctor.client, { kind: 'pause' })).status).toBe(401);
  });
});

describe('POST /api/patient/plan/requests and DELETE …/requests/:id', () => {
  let patient: PortalTestPatient;
  let client: TestClient;
  let subscriptionId: string;
  beforeEach(async () => {
    patient = await patientWithAccount(app, doctor.client);
    client = await patientSignedIn(app, patient);
    subscriptionId = await planFor(patient);
  });

  it('records a pause request with the message, shows it on the plan and to the doctor, and audits it', async () => {
    const response = await ask(client, { kind: 'pause', message: '  Ich bin drei Monate im Ausland.  ' });
    expect(response.status).toBe(201);
    expect(response.body.request).toEqual({
      id: expect.any(String),
      kind: 'pause',
      message: 'Ich bin drei Monate im Ausland.',
      requestedAt: expect.any(String),
    });
    const plan = (await planOf(client)).body.plan;
    expect(plan.openRequest).toEqual(response.body.request);
    expect(plan.mayRequest).toEqual([]);
    expect(await statusOf(subscriptionId)).toBe('active');

    const tab = await doctor.client.query<{
      subscriptions: {
        data: { openChangeRequest: { id: string; kind: string; message: string; status: string } }[];
      };
    }>(TAB, { patientId: patient.id });
    expect(tab.subscriptions.data[0].openChangeRequest).toMatchObject({
      id: response.body.request.id,
      kind: 'pause',
      message: 'Ich bin drei Monate im Ausland.',
      status: 'open',
    });
    expect(await eventsOf(subscriptionId)).toEqual([['subscription.change_requested', null]]);
  });

  it('allows one open request at a time', async () => {
    expect((await ask(client, { kind: 'pause' })).status).toBe(201);
    const second = await ask(client, { kind: 'cancel' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(ALREADY_OPEN);
  });

  it('allows only the moves of the spec: pause from active, cancel from active or paused', async () => {
    await db().query(`UPDATE subscriptions SET status = 'paused', paused_at = now() WHERE id = $1`, [
      subscriptionId,
    ]);
    const pause = await ask(client, { kind: 'pause' });
    expect(pause.status).toBe(409);
    expect(pause.body.message).toBe(PAUSE_NOT_ACTIVE);
    expect((await ask(client, { kind: 'cancel' })).status).toBe(201);

    const other = await patientWithAccount(app, doctor.client);
    const otherClient = await patientSignedIn(app, other);
    await planFor(other, 'canceled');
    for (const kind of ['pause', 'cancel']) {
      const refused = await ask(otherClient, { kind });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(PLAN_CANCELED);
    }
  });

  it('answers 404 without a plan and 422 for a bad kind or a message over 500 characters', async () => {
    const none = await patientWithAccount(app, doctor.client);
    expect((await ask(await patientSignedIn(app, none), { kind: 'pause' })).status).toBe(404);

    const badKind = await ask(client, { kind: 'resume' });
    expect(badKind.status).toBe(422);
    expect(badKind.body.errors).toEqual({ kind: ['Das ist ein Pflichtfeld'] });
    const long = await ask(client, { kind: 'pause', message: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ message: ['Darf höchstens 500 Zeichen lang sein.'] });
    expect((await ask(client, { kind: 'pause', message: 'x'.repeat(500) })).status).toBe(201);
  });

  it("lets the patient withdraw their own open request, never another's", async () => {
    const { id } = (await ask(client, { kind: 'cancel' })).body.request as { id: string };
    const other = await patientWithAccount(app, doctor.client);
    const otherClient = await patientSignedIn(app, other);
    expect((await del(otherClient, `/api/patient/plan/requests/${id}`)).status).toBe(404);

    const withdrawn = await del(client, `/api/patient/plan/requests/${id}`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ withdrawn: true });
    expect((await planOf(client)).body.plan).toMatchObject({
      openRequest: null,
      mayRequest: ['pause', 'cancel'],
    });
    expect((await del(client, `/api/patient/plan/requests/${id}`)).status).toBe(404);
    // The doctor can no longer confirm it.
    const late = await doctor.client.graphql(CONFIRM, { id });
    expect(late.errors?.[0].message).toBe(DECIDED);
    expect(await eventsOf(subscriptionId)).toEqual([
      ['subscription.change_requested', null],
      ['subscription.change_request_withdrawn', null],
    ]);
  });
});

describe('confirmSubscriptionChangeRequest / declineSubscriptionChangeRequest', () => {
  let patient: PortalTestPatient;
  let client: TestClient;
  let subscriptionId: string;
  beforeEach(async () => {
    patient = await patientWithAccount(app, doctor.client);
    client = await patientSignedIn(app, patient);
    subscriptionId = await planFor(patient, 'active', 'WaitingForResults');
  });

  it("pauses the plan through the doctor's pause when the doctor confirms a pause request", async () => {
    const { id } = (await ask(client, { kind: 'pause' })).body.request as { id: string };
    const confirmed = await doctor.client.query<{ confirmSubscriptionChangeRequest: { status: string } }>(
      CONFIRM,
      {
        id,
      },
    );
    expect(confirmed.confirmSubscriptionChangeRequest.status).toBe('confirmed');
    expect(await statusOf(subscriptionId)).toBe('paused');
    // The existing command's side effects: the held supplements part and the automatic resume date.
    const [row] = await db().query<{ resume_at: Date | null; part: string }[]>(
      `SELECT s.resume_at, p.status AS part FROM subscriptions s JOIN orders o ON o.subscription_id = s.id
       JOIN noi_orders p ON p.order_id = o.id WHERE s.id = $1`,
      [subscriptionId],
    );
    expect(row.resume_at).not.toBeNull();
    expect(row.part).toBe('Paused');
    expect(await eventsOf(subscriptionId)).toEqual([
      ['subscription.change_requested', null],
      ['subscription.paused', doctor.user.id],
      ['subscription.change_request_confirmed', doctor.user.id],
    ]);
    expect((await planOf(client)).body.plan).toMatchObject({ status: 'paused', openRequest: null });
    const again = await doctor.client.graphql(DECLINE, { id });
    expect(again.errors?.[0].message).toBe(DECIDED);
  });

  it('cancels the plan when the doctor confirms a cancel request', async () => {
    const { id } = (await ask(client, { kind: 'cancel' })).body.request as { id: string };
    await doctor.client.query(CONFIRM, { id });
    expect(await statusOf(subscriptionId)).toBe('canceled');
    expect((await planOf(client)).body.plan).toMatchObject({ status: 'canceled', mayRequest: [] });
  });

  it('keeps the plan as it is when the doctor declines', async () => {
    const { id } = (await ask(client, { kind: 'cancel' })).body.request as { id: string };
    const declined = await doctor.client.query<{ declineSubscriptionChangeRequest: { status: string } }>(
      DECLINE,
      {
        id,
      },
    );
    expect(declined.declineSubscriptionChangeRequest.status).toBe('declined');
    expect(await statusOf(subscriptionId)).toBe('active');
    expect(await eventsOf(subscriptionId)).toEqual([
      ['subscription.change_requested', null],
      ['subscription.change_request_declined', doctor.user.id],
    ]);
    // A new request may follow.
    expect((await ask(client, { kind: 'pause' })).status).toBe(201);
  });

  it("closes the open request when the doctor pauses or cancels the plan by the plan's own buttons", async () => {
    const { id } = (await ask(client, { kind: 'pause' })).body.request as { id: string };
    await doctor.client.query(`mutation ($id: ID!) { cancelSubscription(id: $id) { id } }`, {
      id: subscriptionId,
    });
    const [row] = await db().query<{ status: string }[]>(
      `SELECT status FROM subscription_change_requests WHERE id = $1`,
      [id],
    );
    expect(row.status).toBe('declined');
  });

  it("refuses another practice's doctor (404, nothing changes) and the patient", async () => {
    const { id } = (await ask(client, { kind: 'pause' })).body.request as { id: string };
    const stranger = await signedIn(app);
    for (const mutation of [CONFIRM, DECLINE]) {
      const refused = await stranger.client.graphql(mutation, { id });
      expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect(await statusOf(subscriptionId)).toBe('active');
    const asPatient = await client.graphql(CONFIRM, { id });
    expect(asPatient.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await statusOf(subscriptionId)).toBe('active');
  });
});
