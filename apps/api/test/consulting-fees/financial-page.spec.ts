import type { NestExpressApplication } from '@nestjs/platform-express';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import {
  ConsultingFee,
  ConsultingFeeStatus,
} from '../../src/modules/consulting-fees/consulting-fee.entity.js';
import { MedicalCenter } from '../../src/modules/medical-centers/entities/medical-center.entity.js';
import { TestClient } from '../helpers/client.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import {
  generateCreditNote,
  GET_BILLING_DETAILS,
  listFees,
  ORDER_FEE,
  pay,
  statisticsOf,
  UPDATE_CONSULTING_FEE,
  withLines,
} from './fee-fixtures.js';

type Doctor = Awaited<ReturnType<typeof signedIn>>;

let app: NestExpressApplication;
let admin: Doctor;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);

/** A paid order of a new patient of the doctor, with its fee of 25.00 €; answers the order and patient. */
async function paidOrder(doctor: Doctor, lastName?: string) {
  const patient = await createPatient(doctor.client, lastName ? { last_name: lastName } : {});
  const order = await insertOrder(app, patient.id);
  await withLines(app, order.id);
  await pay(app, order.id);
  return { order, patient };
}

const setFee = (orderId: string, values: Partial<ConsultingFee>) =>
  db().getRepository(ConsultingFee).update({ order_id: orderId }, values);

describe('financialStatistics', () => {
  it('sums earned, earned this month and open fees of the own practice', async () => {
    const doctor = await signedIn(app);
    const [open, older, paidOut, canceled] = [
      await paidOrder(doctor),
      await paidOrder(doctor),
      await paidOrder(doctor),
      await paidOrder(doctor),
    ];
    await setFee(open.order.id, { amount_cents: 1234 });
    // Earned two months ago: counts for the total, not for this month.
    await db().query(
      `UPDATE consulting_fees SET created_at = now() - interval '62 days' WHERE order_id = $1`,
      [older.order.id],
    );
    await setFee(paidOut.order.id, { status: ConsultingFeeStatus.Paid, paid_at: new Date() });
    await setFee(canceled.order.id, { status: ConsultingFeeStatus.Canceled });
    // Another practice's fee counts for nobody here.
    await paidOrder(await signedIn(app));

    expect(await statisticsOf(doctor.client)).toEqual({
      totalEarned: 12.34 + 25 + 25,
      totalEarnedThisMonth: 12.34 + 25,
      openConsultingFees: 12.34 + 25,
    });
    expect(await statisticsOf(admin.client, { doctorId: doctor.doctor!.id })).toEqual({
      totalEarned: 62.34,
      totalEarnedThisMonth: 37.34,
      openConsultingFees: 37.34,
    });
  });

  it('is zero for a practice without fees', async () => {
    const doctor = await signedIn(app);
    expect(await statisticsOf(doctor.client)).toEqual({
      totalEarned: 0,
      totalEarnedThisMonth: 0,
      openConsultingFees: 0,
    });
  });
});

describe('openConsultingFeeAmount', () => {
  const OF_CREATOR = `query ($id: ID!) { order(id: $id) { createdBy { id openConsultingFeeAmount } } }`;

  it('is what a credit note would collect now: unpaid fees on no credit note', async () => {
    const doctor = await signedIn(app);
    // Collected by a credit note before the other two were earned.
    await paidOrder(doctor);
    await generateCreditNote(app, admin.client, doctor.doctor!.id);
    const [open, paidOut] = [await paidOrder(doctor), await paidOrder(doctor)];
    await setFee(paidOut.order.id, { status: ConsultingFeeStatus.Paid, paid_at: new Date() });
    const { me } = await doctor.client.query<{ me: { openConsultingFeeAmount: number } }>(
      `{ me { openConsultingFeeAmount } }`,
    );
    expect(me.openConsultingFeeAmount).toBe(25);
    const seen = await admin.client.query<{ order: { createdBy: { openConsultingFeeAmount: number } } }>(
      OF_CREATOR,
      { id: open.order.id },
    );
    expect(seen.order.createdBy.openConsultingFeeAmount).toBe(25);
    // The statistics still count the collected one as open: it has not been paid out.
    expect((await statisticsOf(doctor.client)).openConsultingFees).toBe(50);
  });
});

describe('getBillingDetails', () => {
  it("answers the practice's IBAN and account holder, null while missing (the banner)", async () => {
    const doctor = await signedIn(app);
    const read = async () =>
      (await doctor.client.query<{ getBillingDetails: unknown }>(GET_BILLING_DETAILS)).getBillingDetails;
    expect(await read()).toEqual({ account_holder: null, iban: null });
    await db()
      .getRepository(MedicalCenter)
      .update(doctor.user.medical_center_id!, {
        billing: { account_holder: 'Dr. Erika Muster', iban: 'DE89370400440532013000' },
      });
    expect(await read()).toEqual({ account_holder: 'Dr. Erika Muster', iban: 'DE89370400440532013000' });
  });
});

describe('consultingFees', () => {
  let doctor: Doctor;
  const orders: { id: string; order_number: string; last_name: string }[] = [];
  beforeAll(async () => {
    doctor = await signedIn(app);
    for (let i = 0; i < 12; i++) {
      const { order, patient } = await paidOrder(doctor, i === 3 ? 'Zwetschgenbaum' : undefined);
      orders.push({ id: order.id, order_number: order.order_number!, last_name: String(patient.last_name) });
      // Created one minute apart, oldest first; amounts 1.00 € to 12.00 €.
      await db().query(
        `UPDATE consulting_fees SET created_at = now() - make_interval(mins => $2), amount_cents = $3 WHERE order_id = $1`,
        [order.id, 100 - i, (i + 1) * 100],
      );
    }
    await setFee(orders[5].id, { status: ConsultingFeeStatus.Paid, paid_at: new Date() });
    await setFee(orders[6].id, { status: ConsultingFeeStatus.Canceled });
    await paidOrder(await signedIn(app)); // another practice's
  });

  it('pages the own practice’s fees, newest first by default', async () => {
    const first = await listFees(doctor.client, { first: 5, page: 1 });
    expect(first.paginatorInfo).toMatchObject({ total: 12, lastPage: 3, hasMorePages: true });
    expect(first.data.map((fee) => fee.order.id)).toEqual(
      orders
        .slice(7)
        .reverse()
        .map((order) => order.id),
    );
    expect(first.data[0]).toMatchObject({
      amount: 12,
      status: 'Unpaid',
      isEditable: true,
      order: { order_number: orders[11].order_number, patient: { last_name: orders[11].last_name } },
    });
    const last = await listFees(doctor.client, { first: 5, page: 3 });
    expect(last.data.map((fee) => fee.order.id)).toEqual([orders[1].id, orders[0].id]);
    expect(last.paginatorInfo.hasMorePages).toBe(false);
  });

  it('sorts by amount and filters by status', async () => {
    const ascending = await listFees(doctor.client, {
      first: 3,
      orderBy: [{ column: 'AMOUNT', order: 'ASC' }],
    });
    expect(ascending.data.map((fee) => fee.amount)).toEqual([1, 2, 3]);
    const paid = await listFees(doctor.client, { status: 'Paid' });
    expect(paid.data.map((fee) => [fee.order.id, fee.status, fee.isEditable])).toEqual([
      [orders[5].id, 'Paid', false],
    ]);
    const unpaid = await listFees(doctor.client, { status: 'Unpaid' });
    expect(unpaid.paginatorInfo.total).toBe(10);
  });

  it('searches by patient name or order number', async () => {
    const byName = await listFees(doctor.client, { search: 'zwetschgen' });
    expect(byName.data.map((fee) => fee.order.id)).toEqual([orders[3].id]);
    const byNumber = await listFees(doctor.client, { search: orders[8].order_number });
    expect(byNumber.data.map((fee) => fee.order.id)).toEqual([orders[8].id]);
    const none = await listFees(doctor.client, { search: '%' });
    expect(none.paginatorInfo.total).toBe(0);
  });

  it('costs the same statements for 2 and 12 rows, order and patient included', async () => {
    await listFees(doctor.client, { first: 1 }); // warm up the session
    const two = await countStatements(app, () => listFees(doctor.client, { first: 2 }));
    const twelve = await countStatements(app, () => listFees(doctor.client, { first: 12 }));
    expect(twelve.count).toBe(two.count);
    // Viewer, the page with its total, the orders, their patients.
    expect(two.count).toBeLessThanOrEqual(4);
  });

  it('does not list another doctor’s fees; an admin sees them, also by doctor', async () => {
    const other = await signedIn(app);
    expect((await listFees(other.client)).paginatorInfo.total).toBe(0);
    // A doctor's doctorId is ignored: the own practice only.
    expect((await listFees(other.client, { doctorId: doctor.doctor!.id })).paginatorInfo.total).toBe(0);
    const forAdmin = await listFees(admin.client, { doctorId: doctor.doctor!.id, first: 50 });
    expect(forAdmin.paginatorInfo.total).toBe(12);
  });

  it('refuses an anonymous caller', async () => {
    const result = await new TestClient(app).graphql(`{ consultingFees { data { id } } }`);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('updateConsultingFee', () => {
  const update = (client: TestClient, orderId: string, amount: number) =>
    client.graphql<{ updateConsultingFee: { consultingFee: { amount: number; isEditable: boolean } } }>(
      UPDATE_CONSULTING_FEE,
      { orderId, amount },
    );

  it('changes an open fee and audits it', async () => {
    const doctor = await signedIn(app);
    const { order } = await paidOrder(doctor);
    const result = await update(admin.client, order.id, 30.5);
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateConsultingFee.consultingFee).toMatchObject({ amount: 30.5, isEditable: true });
    const { order: seen } = await doctor.client.query<{ order: { consultingFee: { amount: number } } }>(
      ORDER_FEE,
      {
        id: order.id,
      },
    );
    expect(seen.consultingFee.amount).toBe(30.5);
    const [audit] = await db().query<{ details: Record<string, unknown>; user_id: string }[]>(
      `SELECT details, user_id FROM audit_logs WHERE event = 'consulting_fee.amount_changed' AND subject_id = $1`,
      [order.id],
    );
    expect(audit).toMatchObject({ user_id: admin.user.id, details: { from: 25, to: 30.5 } });
    expect((await update(admin.client, order.id, 0)).data?.updateConsultingFee.consultingFee.amount).toBe(0);
  });

  it.each([
    [-1, 'Der Betrag darf nicht negativ sein.', 'consultingFees.amountNegative'],
    [10.005, 'Der Betrag darf höchstens zwei Nachkommastellen haben.', 'consultingFees.amountStep'],
    [100_000.01, 'Der Betrag darf höchstens 100.000,00 € betragen.', 'consultingFees.amountTooLarge'],
  ])('refuses %s with its message on the amount', async (amount, message, reason) => {
    const { order } = await paidOrder(await signedIn(app));
    const result = await update(admin.client, order.id, amount);
    expect(result.errors?.[0].extensions).toMatchObject({
      validation: { amount: [message] },
      reasons: { amount: [reason] },
    });
    expect(
      (await db().getRepository(ConsultingFee).findOneByOrFail({ order_id: order.id })).amount_cents,
    ).toBe(2500);
  });

  it.each([
    ['paid out', { status: ConsultingFeeStatus.Paid, paid_at: new Date() }],
    ['cancelled', { status: ConsultingFeeStatus.Canceled }],
    ['on a credit note', null],
  ] as [string, Partial<ConsultingFee> | null][])('refuses a fee %s: not editable', async (_, values) => {
    const doctor = await signedIn(app);
    const { order } = await paidOrder(doctor);
    if (values) await setFee(order.id, values);
    else await generateCreditNote(app, admin.client, doctor.doctor!.id);
    const { order: seen } = await admin.client.query<{ order: { consultingFee: { isEditable: boolean } } }>(
      ORDER_FEE,
      { id: order.id },
    );
    expect(seen.consultingFee.isEditable).toBe(false);
    const result = await update(admin.client, order.id, 1);
    expect(result.errors?.[0].extensions).toMatchObject({ reason: 'consultingFees.notEditable' });
  });

  it('answers not found for an order without a fee', async () => {
    const doctor = await signedIn(app);
    const patient = await createPatient(doctor.client);
    const order = await insertOrder(app, patient.id);
    const result = await update(admin.client, order.id, 1);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is refused to a doctor, also for the own order, and to an anonymous caller', async () => {
    const doctor = await signedIn(app);
    const { order } = await paidOrder(doctor);
    const result = await update(doctor.client, order.id, 1);
    expect(result.errors?.[0]).toMatchObject({
      message: 'This action is unauthorized.',
      extensions: { code: 'FORBIDDEN' },
    });
    const anonymous = await update(new TestClient(app), order.id, 1);
    expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(
      (await db().getRepository(ConsultingFee).findOneByOrFail({ order_id: order.id })).amount_cents,
    ).toBe(2500);
  });

  it("hides another doctor's order and its fee", async () => {
    const { order } = await paidOrder(await signedIn(app));
    const stranger = await signedIn(app);
    const result = await stranger.client.graphql(ORDER_FEE, { id: order.id });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});
