import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { Clock } from '../../src/common/clock/clock.js';
import { configureHttp } from '../../src/common/http/configure-http.js';
import { AppConfig } from '../../src/config/app-config.js';
import {
  NoiOrderStatus,
  NoiOrderType,
  OrderStatus,
  PaymentStatus,
} from '../../src/modules/orders/order-status.js';
import { TestClient } from '../helpers/client.js';
import { insertOrder, type OrderOptions } from '../helpers/orders.js';
import { patientSignedIn, patientWithAccount } from '../helpers/patient-portal.js';
import { createPatient } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';
import { closeApp } from '../helpers/test-app.js';
import { type Account, signedInAdmin } from '../patients/admin/admin-fixtures.js';
import { insertSubscription } from '../patients/admin/admin-fixtures-data.js';

/** A clock the test sets, for the 3-day boundary of pending payments. */
class FixedClock extends Clock {
  at = new Date('2036-06-10T12:00:00Z');
  override now(): Date {
    return this.at;
  }
}

const WORK_QUEUE = `{ workQueue { total items { kind count target } } }`;
const MARK_OPENED = `mutation ($patientId: ID!, $type: OpenedResultType!) { markResultsOpened(patientId: $patientId, type: $type) }`;
const DAY = 24 * 60 * 60 * 1000;

let app: NestExpressApplication;
const clock = new FixedClock();
let admin: Account;
const db = () => app.get(DataSource);

beforeAll(async () => {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(AppConfig)
    .useValue(AppConfig.fromEnvironment({ ...process.env, NODE_ENV: 'test' }))
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
  configureHttp(app);
  await app.init();
  admin = await signedInAdmin(app);
});
afterAll(() => closeApp(app));

type Counts = Record<string, number>;
async function counts(client: TestClient): Promise<Counts> {
  const { workQueue } = await client.query<{
    workQueue: { total: number; items: { kind: string; count: number }[] };
  }>(WORK_QUEUE);
  return Object.fromEntries(workQueue.items.map((item) => [item.kind, item.count]));
}

/** A doctor of a new practice with one patient: each test starts from an empty queue. */
async function practice() {
  const doctor = await signedIn(app);
  const patientId = (await createPatient(doctor.client)).id;
  const order = (options: OrderOptions) => insertOrder(app, patientId, { placedAt: clock.at, ...options });
  return { doctor, patientId, order };
}

async function insertUpload(patientId: string, state: string, createdAt: Date) {
  await db().query(
    `INSERT INTO blood_uploads (patient_id, file_name, content_type, size, sha256, content, state, created_at)
     VALUES ($1, 'werte.pdf', 'application/pdf', 4, $2, '\\x25504446', $3, $4)`,
    [patientId, randomBytes(32).toString('hex'), state, createdAt],
  );
}

const PRACTICE_ZERO = {
  SamplesToRegister: 0,
  PaymentsOverdue: 0,
  ResultsUnopened: 0,
  RecipesToApprove: 0,
  SubscriptionPaymentsPending: 0,
  SubscriptionChangeRequests: 0,
  BloodUploadsRejected: 0,
};

describe('workQueue for a doctor', () => {
  it("lists the practice's seven kinds in order, each with its screen, all 0 for a new practice", async () => {
    const { doctor } = await practice();
    const { workQueue } = await doctor.client.query<{
      workQueue: { total: number; items: { kind: string; count: number; target: string }[] };
    }>(WORK_QUEUE);
    expect(workQueue.total).toBe(0);
    expect(workQueue.items.map((item) => item.kind)).toEqual(Object.keys(PRACTICE_ZERO));
    expect(workQueue.items[0]).toEqual({
      kind: 'SamplesToRegister',
      count: 0,
      target: '/orders?orderBy=STATUS:ASC',
    });
  });

  it('counts placed orders whose blood or DNA sample is not registered, not drafts, cancelled or registered ones', async () => {
    const { doctor, order } = await practice();
    await order({ parts: { [NoiOrderType.blood]: NoiOrderStatus.SampleNotRegistered } });
    await order({
      parts: {
        [NoiOrderType.blood]: NoiOrderStatus.SampleRegistered,
        [NoiOrderType.dna]: NoiOrderStatus.OrderPlaced,
      },
    });
    await order({ parts: { [NoiOrderType.dna]: NoiOrderStatus.Recall } });
    await order({ parts: { [NoiOrderType.blood]: NoiOrderStatus.SampleRegistered } });
    await order({ placedAt: null, parts: { [NoiOrderType.blood]: NoiOrderStatus.OrderPlaced } });
    await order({
      status: OrderStatus.Canceled,
      parts: { [NoiOrderType.blood]: NoiOrderStatus.SampleNotRegistered },
    });
    await order({ parts: { [NoiOrderType.supplements]: NoiOrderStatus.OrderPlaced } });
    expect((await counts(doctor.client)).SamplesToRegister).toBe(3);
  });

  it('counts payments pending for more than 3 days, and expired ones', async () => {
    const { doctor, order } = await practice();
    const ago = (ms: number) => new Date(clock.at.getTime() - ms);
    await order({ placedAt: ago(3 * DAY + 1000), paymentStatus: PaymentStatus.Pending }); // in
    await order({ placedAt: ago(3 * DAY), paymentStatus: PaymentStatus.Pending }); // exactly 3 days: out
    await order({ placedAt: ago(DAY), paymentStatus: PaymentStatus.Expired }); // in
    await order({ placedAt: ago(10 * DAY), paymentStatus: PaymentStatus.Success });
    await order({
      placedAt: ago(10 * DAY),
      paymentStatus: PaymentStatus.Pending,
      status: OrderStatus.Canceled,
    });
    expect((await counts(doctor.client)).PaymentsOverdue).toBe(2);
    clock.at = new Date(clock.at.getTime() + 1000); // the second one is now more than 3 days old
    try {
      expect((await counts(doctor.client)).PaymentsOverdue).toBe(3);
    } finally {
      clock.at = new Date(clock.at.getTime() - 1000);
    }
  });

  it('counts results ready until a doctor of the practice opens them, per result type', async () => {
    const { doctor, patientId, order } = await practice();
    await order({
      parts: {
        [NoiOrderType.blood]: NoiOrderStatus.ResultsReady,
        [NoiOrderType.dna]: NoiOrderStatus.ResultsReady,
      },
    });
    await order({ parts: { [NoiOrderType.blood]: NoiOrderStatus.AnalysisStarted } });
    expect((await counts(doctor.client)).ResultsUnopened).toBe(2);

    const colleague = await signedIn(app);
    await db().query(`UPDATE users SET medical_center_id = $1 WHERE id = $2`, [
      doctor.user.medical_center_id,
      colleague.user.id,
    ]);
    const opened = await colleague.client.query<{ markResultsOpened: number }>(MARK_OPENED, {
      patientId,
      type: 'blood',
    });
    expect(opened.markResultsOpened).toBe(1);
    expect((await counts(doctor.client)).ResultsUnopened).toBe(1);
    // Opening again records nothing new.
    expect(
      (await doctor.client.query<{ markResultsOpened: number }>(MARK_OPENED, { patientId, type: 'blood' }))
        .markResultsOpened,
    ).toBe(0);
    await doctor.client.query(MARK_OPENED, { patientId, type: 'dna' });
    expect((await counts(doctor.client)).ResultsUnopened).toBe(0);
  });

  it("refuses to record another practice's patient, an unknown id and a bad type", async () => {
    const { patientId } = await practice();
    const outsider = await signedIn(app);
    for (const id of [patientId, '999999999']) {
      const result = await outsider.client.graphql(MARK_OPENED, { patientId: id, type: 'blood' });
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const notAnId = await outsider.client.graphql(MARK_OPENED, { patientId: 'x', type: 'blood' });
    expect(notAnId.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const bad = await outsider.client.graphql(MARK_OPENED, { patientId, type: 'supplements' });
    expect(bad.errors?.length).toBeGreaterThan(0);
  });

  it('counts patients with a reviewed recipe or a recipe change proposal waiting for approval', async () => {
    const { doctor, patientId, order } = await practice();
    const delayed = await order({ parts: { [NoiOrderType.supplements]: NoiOrderStatus.Delayed } });
    await order({ parts: { [NoiOrderType.supplements]: NoiOrderStatus.Delayed } }); // same patient
    await order({ parts: { [NoiOrderType.supplements]: NoiOrderStatus.WaitingForResults } });
    expect((await counts(doctor.client)).RecipesToApprove).toBe(1);

    const [part] = await db().query<{ id: string }[]>(`SELECT id FROM noi_orders WHERE order_id = $1`, [
      delayed.id,
    ]);
    const propose = (patient: string, status: string) =>
      db().query(
        `INSERT INTO recipe_change_proposals (patient_id, noi_order_id, micronutrient_id, old_value, new_value,
           recommendation_id, changed_inputs, status)
         VALUES ($1, $2, (SELECT min(id) FROM micronutrients), 1, 2, 1, '[]', $3)`,
        [patient, part.id, status],
      );
    await propose(patientId, 'Pending'); // a patient already counted
    const second = (await createPatient(doctor.client)).id;
    await propose(second, 'Rejected');
    expect((await counts(doctor.client)).RecipesToApprove).toBe(1);
    await propose(second, 'Pending');
    expect((await counts(doctor.client)).RecipesToApprove).toBe(2);
  });

  it('counts running subscriptions with a pending payment, not cancelled ones or paid cycles', async () => {
    const { doctor, patientId, order } = await practice();
    const running = await insertSubscription(app, patientId, 'canceled');
    const renewal = await order({ paymentStatus: PaymentStatus.Pending });
    await db().query(
      `UPDATE orders SET subscription_id = $1, cycle_no = 2, is_autogenerated = true WHERE id = $2`,
      [running.id, renewal.id],
    );
    expect((await counts(doctor.client)).SubscriptionPaymentsPending).toBe(0);
    await db().query(`UPDATE subscriptions SET status = 'active', canceled_at = NULL WHERE id = $1`, [
      running.id,
    ]);
    expect((await counts(doctor.client)).SubscriptionPaymentsPending).toBe(1);
    // A renewal is not also an overdue payment of the practice's own orders.
    clock.at = new Date(clock.at.getTime() + 5 * DAY);
    try {
      expect((await counts(doctor.client)).PaymentsOverdue).toBe(0);
    } finally {
      clock.at = new Date(clock.at.getTime() - 5 * DAY);
    }
    await db().query(`UPDATE orders SET payment_status = 'Success' WHERE id = $1`, [renewal.id]);
    expect((await counts(doctor.client)).SubscriptionPaymentsPending).toBe(0);
  });

  it("counts the patients' open requests to pause or cancel their plan, not decided or withdrawn ones", async () => {
    const { doctor, patientId } = await practice();
    const plan = await insertSubscription(app, patientId, 'active');
    const [{ id }] = await db().query<{ id: string }[]>(
      `INSERT INTO subscription_change_requests (subscription_id, patient_id, kind) VALUES ($1, $2, 'pause') RETURNING id`,
      [plan.id, patientId],
    );
    expect((await counts(doctor.client)).SubscriptionChangeRequests).toBe(1);
    await db().query(`UPDATE subscription_change_requests SET status = 'withdrawn' WHERE id = $1`, [id]);
    expect((await counts(doctor.client)).SubscriptionChangeRequests).toBe(0);
  });

  it('counts rejected uploads until a newer upload of the patient arrives', async () => {
    const { doctor, patientId } = await practice();
    await insertUpload(patientId, 'Rejected', new Date(clock.at.getTime() - DAY));
    expect((await counts(doctor.client)).BloodUploadsRejected).toBe(1);
    await insertUpload(patientId, 'Received', clock.at);
    expect((await counts(doctor.client)).BloodUploadsRejected).toBe(0);
  });

  it("counts nothing of another practice's patients", async () => {
    const { order, patientId } = await practice();
    await order({ parts: { [NoiOrderType.blood]: NoiOrderStatus.SampleNotRegistered } });
    await order({
      paymentStatus: PaymentStatus.Expired,
      parts: { [NoiOrderType.dna]: NoiOrderStatus.ResultsReady },
    });
    await insertUpload(patientId, 'Rejected', clock.at);
    const other = await practice();
    expect(await counts(other.doctor.client)).toEqual(PRACTICE_ZERO);
  });

  it('reads the counts in one SQL statement', async () => {
    const { doctor, order } = await practice();
    await order({ parts: { [NoiOrderType.blood]: NoiOrderStatus.SampleNotRegistered } });
    const baseline = await countStatements(app, () => doctor.client.query(`{ __typename }`));
    const queue = await countStatements(app, () => doctor.client.query(WORK_QUEUE));
    expect(queue.count - baseline.count).toBe(1);
  });
});

describe('workQueue refuses', () => {
  it('an anonymous caller', async () => {
    const result = await new TestClient(app).graphql(WORK_QUEUE);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("a patient's session", async () => {
    const { doctor } = await practice();
    const patient = await patientWithAccount(app, doctor.client);
    const client = await patientSignedIn(app, patient);
    expect((await client.graphql(WORK_QUEUE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await client.graphql(MARK_OPENED, { patientId: patient.id, type: 'blood' })).errors?.[0]?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
  });
});

describe('workQueue for an admin', () => {
  // Every practice's work: measured as the change our rows make.
  it("counts the admins' work of every practice", async () => {
    const { patientId, order } = await practice();
    const before = await counts(admin.client);
    expect(Object.keys(before)).toEqual([
      'LabRegistrationErrors',
      'LabReportsQuarantined',
      'BloodUploadsWaiting',
      'PaymentsFailed',
      'CreditNotesToPay',
    ]);
    await insertUpload(patientId, 'Received', clock.at);
    await insertUpload(patientId, 'Processed', clock.at);
    await order({ paymentStatus: PaymentStatus.Fail });
    await order({ paymentStatus: PaymentStatus.ChargedBack });
    await order({ paymentStatus: PaymentStatus.Fail, status: OrderStatus.Canceled });
    const refused = await order({ parts: { [NoiOrderType.blood]: NoiOrderStatus.SampleRegistered } });
    const [part] = await db().query<{ id: string }[]>(`SELECT id FROM noi_orders WHERE order_id = $1`, [
      refused.id,
    ]);
    await db().query(
      `INSERT INTO noi_order_registration_responses (order_id, noi_order_id, status, errors, order_type)
       VALUES ($1, $2, 400, '["barcode unknown"]', 'blood'), ($1, $2, 504, '[]', 'blood')`,
      [refused.id, part.id],
    );
    const after = await counts(admin.client);
    expect(after.BloodUploadsWaiting - before.BloodUploadsWaiting).toBe(1);
    expect(after.PaymentsFailed - before.PaymentsFailed).toBe(2);
    expect(after.LabRegistrationErrors - before.LabRegistrationErrors).toBe(1);

    // Once the lab accepted the part, its earlier refusals are done.
    await db().query(`UPDATE noi_orders SET sent_at = now() WHERE id = $1`, [part.id]);
    expect((await counts(admin.client)).LabRegistrationErrors).toBe(before.LabRegistrationErrors);
  });

  it('counts unpaid credit notes and pending quarantined lab reports', async () => {
    const { doctor } = await practice();
    const before = await counts(admin.client);
    const [note] = await db().query<{ id: string }[]>(
      `INSERT INTO credit_notes (number, doctor_id, user_id, medical_center_id, amount_cents, net_cents, tax_cents,
         vat_rate_bp, lines, issuer, recipient, generated_at, paid_at, xml, xml_sha256)
       VALUES ($1, $2, $3, $4, 11900, 10000, 1900, 1900, '[]', '{}', '{}', now(), NULL, '<xml/>', repeat('0', 64))
       RETURNING id`,
      [
        `WQ-${randomBytes(6).toString('hex')}`,
        doctor.doctor!.id,
        doctor.user.id,
        doctor.user.medical_center_id,
      ],
    );
    expect((await counts(admin.client)).CreditNotesToPay).toBe(before.CreditNotesToPay + 1);
    await db().query(`UPDATE credit_notes SET paid_at = now() WHERE id = $1`, [note.id]);
    expect((await counts(admin.client)).CreditNotesToPay).toBe(before.CreditNotesToPay);

    const refused = await insertOrder(app, (await createPatient(doctor.client)).id, {
      status: OrderStatus.Canceled,
      parts: { [NoiOrderType.blood]: NoiOrderStatus.Canceled },
    });
    const [report] = await db().query<{ id: string; noi_order_id: string }[]>(
      `INSERT INTO lab_reports (order_id, noi_order_id, lab_order_id, report_id, version, status, issued_at,
         collected_on)
       SELECT $1, n.id, $2, 'r-1', 1, 'final', now(), current_date FROM noi_orders n WHERE n.order_id = $1
       RETURNING id, noi_order_id`,
      [refused.id, `wq-${randomBytes(6).toString('hex')}`],
    );
    const [kept] = await db().query<{ id: string }[]>(
      `INSERT INTO lab_report_quarantine (lab_report_id, order_id, noi_order_id, part_type, part_status, state)
       VALUES ($1, $2, $3, 'blood', 'Canceled', 'pending') RETURNING id`,
      [report.id, refused.id, report.noi_order_id],
    );
    expect((await counts(admin.client)).LabReportsQuarantined).toBe(before.LabReportsQuarantined + 1);
    await db().query(`UPDATE lab_report_quarantine SET state = 'discarded' WHERE id = $1`, [kept.id]);
    expect((await counts(admin.client)).LabReportsQuarantined).toBe(before.LabReportsQuarantined);
  });

  it('gives an admin impersonating a doctor that practice’s queue, not the admins’', async () => {
    const { doctor } = await practice();
    const impersonating = await signedInAdmin(app);
    await impersonating.client.query(`mutation { loginAsDoctor(doctorId: "${doctor.doctor!.id}") { id } }`);
    await impersonating.client.csrf();
    expect(await counts(impersonating.client)).toEqual(PRACTICE_ZERO);
  });
});
