import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { ConsultingFeeLedger } from '../../src/modules/consulting-fees/consulting-fee-ledger.service.js';
import {
  ConsultingFee,
  ConsultingFeeStatus,
} from '../../src/modules/consulting-fees/consulting-fee.entity.js';
import { BillingDocument, BillingDocumentKind } from '../../src/modules/billing/billing-document.entity.js';
import { TestClient } from '../helpers/client.js';
import {
  decideCheckout,
  eventually,
  paymentIdOf,
  PaymentStatus,
  paymentStatusOf,
  type PaymentsStack,
  placedOrder,
  sandboxControl,
  startPaymentsStack,
} from '../helpers/payments.js';
import { post, signedIn } from '../helpers/session.js';
import {
  feeOf,
  generateCreditNote,
  feesOf,
  listFees,
  ORDER_FEE,
  pay,
  statisticsOf,
  withLines,
  type ModelKey,
} from './fee-fixtures.js';

const MARK_PAID = `mutation ($id: ID!) { markOrderAsPaid(id: $id) { id payment_status } }`;
const CANCEL_ORDER = `mutation ($id: ID!) { cancelOrder(id: $id) { id status } }`;
const CANCEL_INVOICE = `mutation ($id: String!) { cancelInvoice(id: $id) { id status } }`;
const REMOVE_PATIENT = `mutation ($id: ID!) { removePatient(id: $id) { id } }`;

let stack: PaymentsStack;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await startPaymentsStack();
  admin = await signedIn(stack.app, { permissions: [Permission.ManageMedicalCenters] });
});
afterAll(() => stack.close());

async function orderUnder(model: ModelKey, options: Parameters<typeof placedOrder>[1] = {}) {
  const placed = await placedOrder(stack.app, { mail: false, ...options });
  await withLines(stack.app, placed.order.id, model);
  return placed;
}

const orderFee = async (client: TestClient, id: string) =>
  (
    await client.query<{
      order: { consultingFee: { amount: number; isEditable: boolean; status: string } | null };
    }>(ORDER_FEE, { id })
  ).order.consultingFee;

describe('a consulting fee', () => {
  it('is earned once when the webhook reports the payment, even when it is delivered again', async () => {
    const placed = await orderUnder('consulting-fee');
    const response = await post(new TestClient(stack.app), `/api/pay/${placed.token}/checkout`);
    const checkoutUrl = (response.body as { checkoutUrl: string }).checkoutUrl;
    await decideCheckout(checkoutUrl, 'pay');
    await eventually(
      () => paymentStatusOf(stack.app, placed.order.id),
      (status) => status === PaymentStatus.Success,
    );
    await sandboxControl('POST', `/payments/${paymentIdOf(checkoutUrl)}/redeliver`);
    await sandboxControl('POST', `/payments/${paymentIdOf(checkoutUrl)}/redeliver`);
    await pay(stack.app, placed.order.id);

    const fees = await feesOf(stack.app, placed.order.id);
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({
      amount_cents: 2500,
      status: ConsultingFeeStatus.Unpaid,
      medical_center_id: placed.doctor.user.medical_center_id,
      credit_note_id: null,
    });
    expect(await orderFee(placed.doctor.client, placed.order.id)).toMatchObject({
      amount: 25,
      isEditable: true,
      status: 'Unpaid',
    });
  });

  it('is not earned before the payment succeeds', async () => {
    const placed = await orderUnder('consulting-fee');
    expect(await feeOf(stack.app, placed.order.id)).toBeNull();
    expect(await orderFee(placed.doctor.client, placed.order.id)).toBeNull();
  });

  it('is earned by markOrderAsPaid and cancelled with the order (storno)', async () => {
    const placed = await orderUnder('consulting-fee');
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    expect(await feeOf(stack.app, placed.order.id)).toMatchObject({ status: ConsultingFeeStatus.Unpaid });
    expect(await statisticsOf(placed.doctor.client)).toEqual({
      totalEarned: 25,
      totalEarnedThisMonth: 25,
      openConsultingFees: 25,
    });

    await placed.doctor.client.query(CANCEL_ORDER, { id: placed.order.id });
    const fee = await feeOf(stack.app, placed.order.id);
    expect(fee).toMatchObject({ status: ConsultingFeeStatus.Canceled, amount_cents: 2500 });
    expect(fee!.canceled_at).toBeInstanceOf(Date);
    expect(await orderFee(placed.doctor.client, placed.order.id)).toMatchObject({
      amount: 25,
      isEditable: false,
      status: 'Canceled',
    });
    expect(await statisticsOf(placed.doctor.client)).toEqual({
      totalEarned: 0,
      totalEarnedThisMonth: 0,
      openConsultingFees: 0,
    });
    const { data } = await listFees(placed.doctor.client, { status: 'Canceled' });
    expect(data.map((row) => row.order.id)).toEqual([placed.order.id]);
  });

  it('is cancelled when an admin cancels the invoice', async () => {
    const placed = await orderUnder('consulting-fee');
    await pay(stack.app, placed.order.id);
    const invoice = await stack.app
      .get(DataSource)
      .getRepository(BillingDocument)
      .findOneByOrFail({ order_id: placed.order.id, kind: BillingDocumentKind.Invoice });
    await admin.client.query(CANCEL_INVOICE, { id: invoice.guid });
    expect(await feeOf(stack.app, placed.order.id)).toMatchObject({ status: ConsultingFeeStatus.Canceled });
  });

  it('stays paid out when the order is cancelled later (the credit note was paid)', async () => {
    const placed = await orderUnder('consulting-fee');
    await pay(stack.app, placed.order.id);
    // Credit notes arrive later in issue 15: a paid-out fee is set here as markCreditNoteAsPaid will set it.
    await stack.app
      .get(DataSource)
      .getRepository(ConsultingFee)
      .update({ order_id: placed.order.id }, { status: ConsultingFeeStatus.Paid, paid_at: new Date() });
    await placed.doctor.client.query(CANCEL_ORDER, { id: placed.order.id });
    expect(await feeOf(stack.app, placed.order.id)).toMatchObject({ status: ConsultingFeeStatus.Paid });
  });
});

describe('the partnership model decides the fee', () => {
  it.each([
    ['consulting-fee', 2500],
    ['practice-purchase', null],
    ['clinic', null],
    [null, null],
  ] as [ModelKey, number | null][])('%s: %s cents', async (model, cents) => {
    const placed = await orderUnder(model);
    await pay(stack.app, placed.order.id);
    expect((await feeOf(stack.app, placed.order.id))?.amount_cents ?? null).toBe(cents);
  });
});

describe('open fees move with the patient', () => {
  it('leave the practice when the patient is removed; paid and cancelled ones stay', async () => {
    const open = await orderUnder('consulting-fee');
    const doctor = open.doctor;
    const paidOut = await orderUnder('consulting-fee', { doctor });
    const canceled = await orderUnder('consulting-fee', { doctor });
    const db = stack.app.get(DataSource);
    // The three orders belong to one patient.
    await db.query(`UPDATE orders SET patient_id = $1 WHERE id = ANY($2)`, [
      open.order.patient_id,
      [paidOut.order.id, canceled.order.id],
    ]);
    for (const placed of [open, paidOut, canceled]) await pay(stack.app, placed.order.id);
    await db
      .getRepository(ConsultingFee)
      .update({ order_id: paidOut.order.id }, { status: ConsultingFeeStatus.Paid, paid_at: new Date() });
    await doctor.client.query(CANCEL_ORDER, { id: canceled.order.id });

    await doctor.client.query(REMOVE_PATIENT, { id: open.order.patient_id });
    const practice = doctor.user.medical_center_id;
    expect(await feeOf(stack.app, open.order.id)).toMatchObject({ medical_center_id: null });
    expect(await feeOf(stack.app, paidOut.order.id)).toMatchObject({ medical_center_id: practice });
    expect(await feeOf(stack.app, canceled.order.id)).toMatchObject({ medical_center_id: practice });
    expect(await statisticsOf(doctor.client)).toMatchObject({ openConsultingFees: 0, totalEarned: 25 });
    // The practice still lists what it earned on the patient who left, with the patient's name.
    const listed = await listFees(doctor.client);
    expect(listed.data.map((row) => [row.order.id, row.status])).toEqual([
      [canceled.order.id, 'Canceled'],
      [paidOut.order.id, 'Paid'],
    ]);
    const [{ last_name }] = await db.query<{ last_name: string }[]>(
      `SELECT last_name FROM patients WHERE id = $1`,
      [open.order.patient_id],
    );
    expect(listed.data[1].order).toMatchObject({
      order_number: paidOut.order.order_number,
      total_price: 226,
      patient: { last_name },
    });

    // The relocation (later) hands them to the new practice.
    const other = await signedIn(stack.app);
    const moved = await db.transaction((manager) =>
      stack.app
        .get(ConsultingFeeLedger)
        .moveOpenFees(manager, open.order.patient_id, other.user.medical_center_id),
    );
    expect(moved).toBe(1);
    expect(await feeOf(stack.app, open.order.id)).toMatchObject({
      medical_center_id: other.user.medical_center_id,
    });
    expect(await statisticsOf(other.client)).toEqual({
      totalEarned: 25,
      totalEarnedThisMonth: 25,
      openConsultingFees: 25,
    });
  });

  it('but not once a credit note holds them', async () => {
    const placed = await orderUnder('consulting-fee');
    await pay(stack.app, placed.order.id);
    const db = stack.app.get(DataSource);
    await generateCreditNote(stack.app, admin.client, placed.doctor.doctor!.id);
    const other = await signedIn(stack.app);
    const moved = await db.transaction((manager) =>
      stack.app
        .get(ConsultingFeeLedger)
        .moveOpenFees(manager, placed.order.patient_id, other.user.medical_center_id),
    );
    expect(moved).toBe(0);
    expect(await feeOf(stack.app, placed.order.id)).toMatchObject({
      medical_center_id: placed.doctor.user.medical_center_id,
    });
  });
});
