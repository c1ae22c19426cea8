import type { NestExpressApplication } from '@nestjs/platform-express';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { FeeBasis, PartnershipModel } from '../../src/modules/catalog/entities/partnership-model.entity.js';
import { ConsultingFee } from '../../src/modules/consulting-fees/consulting-fee.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { OrderStatus } from '../../src/modules/orders/order-status.js';
import { TestClient } from '../helpers/client.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { feeOf, pay, withLines } from './fee-fixtures.js';

// Issue 31, point 6: each partnership model says what its fee pays for. Net share (the original rule, in
// fee-life-cycle.spec.ts), a fixed amount per paid order, or a fixed amount per consultation the practice documents.

type Doctor = Awaited<ReturnType<typeof signedIn>>;

const DOCUMENT = `mutation ($orderId: ID!, $consultedOn: String!, $note: String) {
  documentConsultation(orderId: $orderId, consultedOn: $consultedOn, note: $note) {
    id consultationDue consultingFee { amount status consulted_on consultation_note }
  }
}`;
const DUE = `query ($id: ID!) { order(id: $id) { id consultationDue consultingFee { amount } } }`;

let app: NestExpressApplication;
let admin: Doctor;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
  await db().getRepository(PartnershipModel).upsert(
    {
      key: 'test-per-order',
      name: 'Pauschale je Auftrag',
      fee_basis: FeeBasis.PerOrder,
      fee_fixed_cents: 1750,
      sort_order: 99,
    },
    ['key'],
  );
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const daysFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function orderOf(doctor: Doctor, model: string, options: { paid?: boolean; placedAt?: Date } = {}) {
  const patient = await createPatient(doctor.client);
  const order = await insertOrder(app, patient.id, options.placedAt ? { placedAt: options.placedAt } : {});
  await withLines(app, order.id, model);
  if (options.paid !== false) await pay(app, order.id);
  return order;
}

const documentConsultation = (client: TestClient, orderId: string, consultedOn: string, note?: string) =>
  client.graphql<{
    documentConsultation: {
      consultationDue: boolean;
      consultingFee: { amount: number; consulted_on: string; consultation_note: string | null } | null;
    };
  }>(DOCUMENT, { orderId, consultedOn, note });

const feesOfOrder = (orderId: string) => db().getRepository(ConsultingFee).countBy({ order_id: orderId });

describe('a fixed fee per order', () => {
  it('is earned by the payment whatever the order contains', async () => {
    const doctor = await signedIn(app);
    const order = await orderOf(doctor, 'test-per-order');
    expect((await feeOf(app, order.id))?.amount_cents).toBe(1750);
  });
});

describe('a fee per documented consultation', () => {
  it('is not earned by the payment; the practice documents the consultation once and earns it', async () => {
    const doctor = await signedIn(app);
    const order = await orderOf(doctor, 'consultation-flat-fee');
    expect(await feeOf(app, order.id)).toBeNull();
    const { order: due } = await doctor.client.query<{ order: { consultationDue: boolean } }>(DUE, {
      id: order.id,
    });
    expect(due.consultationDue).toBe(true);

    const result = await documentConsultation(
      doctor.client,
      order.id,
      today(),
      '  Befundbesprechung, 30 Minuten ',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.documentConsultation).toEqual({
      id: order.id,
      consultationDue: false,
      consultingFee: {
        amount: 25,
        status: 'Unpaid',
        consulted_on: today(),
        consultation_note: 'Befundbesprechung, 30 Minuten',
      },
    });
    const [audit] = await db().query<{ user_id: string; details: Record<string, unknown> }[]>(
      `SELECT user_id, details FROM audit_logs WHERE event = 'consulting_fee.consultation_documented' AND subject_id = $1`,
      [order.id],
    );
    expect(audit).toMatchObject({ user_id: doctor.user.id, details: { consultedOn: today(), amount: 25 } });

    const again = await documentConsultation(doctor.client, order.id, today());
    expect(again.errors?.[0].extensions).toMatchObject({
      reason: 'consultingFees.consultationAlreadyDocumented',
    });
    expect(again.errors?.[0].message).toBe('Die Beratung zu diesem Auftrag ist bereits dokumentiert.');
    expect(await feesOfOrder(order.id)).toBe(1);
  });

  it.each([
    ['2026-02-30', 'Bitte geben Sie das Datum der Beratung an (TT.MM.JJJJ).', 'consultationDateInvalid'],
    ['06.12.2026', 'Bitte geben Sie das Datum der Beratung an (TT.MM.JJJJ).', 'consultationDateInvalid'],
    ['tomorrow', 'Das Datum der Beratung darf nicht in der Zukunft liegen.', 'consultationDateInFuture'],
    [
      'before the order',
      'Die Beratung kann nicht vor der Bestellung stattgefunden haben.',
      'consultationDateBeforeOrder',
    ],
  ])('refuses the date %s with its message, storing nothing', async (date, message, reason) => {
    const doctor = await signedIn(app);
    const order = await orderOf(doctor, 'consultation-flat-fee', {
      placedAt: new Date(Date.now() - 5 * 86_400_000),
    });
    const day =
      date === 'tomorrow' ? daysFromToday(1) : date === 'before the order' ? daysFromToday(-6) : date;
    const result = await documentConsultation(doctor.client, order.id, day);
    expect(result.errors?.[0].extensions).toMatchObject({
      validation: { consultedOn: [message] },
      reasons: { consultedOn: [`consultingFees.${reason}`] },
    });
    expect(await feesOfOrder(order.id)).toBe(0);
  });

  it('refuses a note over 1000 characters', async () => {
    const doctor = await signedIn(app);
    const order = await orderOf(doctor, 'consultation-flat-fee');
    const result = await documentConsultation(doctor.client, order.id, today(), 'x'.repeat(1001));
    expect(result.errors?.[0].extensions).toMatchObject({
      validation: { note: ['Die Notiz darf höchstens 1000 Zeichen lang sein.'] },
    });
    expect(await feesOfOrder(order.id)).toBe(0);
  });

  it('refuses an unpaid or cancelled order and a model that does not pay per consultation', async () => {
    const doctor = await signedIn(app);
    const unpaid = await orderOf(doctor, 'consultation-flat-fee', { paid: false });
    const canceled = await orderOf(doctor, 'consultation-flat-fee');
    await db().getRepository(Order).update(canceled.id, { status: OrderStatus.Canceled });
    const netShare = await orderOf(doctor, 'consulting-fee');
    for (const [order, reason] of [
      [unpaid, 'consultationNotPaid'],
      [canceled, 'consultationNotPaid'],
      [netShare, 'consultationNotPerConsultation'],
    ] as const) {
      const result = await documentConsultation(doctor.client, order.id, today());
      expect(result.errors?.[0].extensions).toMatchObject({ reason: `consultingFees.${reason}` });
      const { order: seen } = await doctor.client.query<{ order: { consultationDue: boolean } }>(DUE, {
        id: order.id,
      });
      expect(seen.consultationDue).toBe(false);
    }
    expect(await feesOfOrder(unpaid.id)).toBe(0);
    expect(await feesOfOrder(canceled.id)).toBe(0);
    expect((await feeOf(app, netShare.id))?.consulted_on).toBeNull();
  });

  it("is not another practice's or an admin's to document", async () => {
    const doctor = await signedIn(app);
    const order = await orderOf(doctor, 'consultation-flat-fee');
    const stranger = await signedIn(app);
    const foreign = await documentConsultation(stranger.client, order.id, today());
    expect(foreign.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    const byAdmin = await documentConsultation(admin.client, order.id, today());
    expect(byAdmin.errors?.[0].extensions).toMatchObject({
      reason: 'consultingFees.consultationPracticeOnly',
    });
    const anonymous = await documentConsultation(new TestClient(app), order.id, today());
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await feesOfOrder(order.id)).toBe(0);
  });
});
