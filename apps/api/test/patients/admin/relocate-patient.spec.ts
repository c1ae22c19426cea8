import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import {
  ConsultingFee,
  ConsultingFeeStatus,
} from '../../../src/modules/consulting-fees/consulting-fee.entity.js';
import { Patient } from '../../../src/modules/patients/entities/patient.entity.js';
import type { TestClient } from '../../helpers/client.js';
import { createUser } from '../../helpers/factories.js';
import { insertOrder } from '../../helpers/orders.js';
import { createPatient } from '../../helpers/patients.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';
import { generateCreditNote, pay, withLines } from '../../consulting-fees/fee-fixtures.js';
import { type Account, outsiders, signedInAdmin } from './admin-fixtures.js';

const RELOCATE = `mutation ($id: String!, $doctorId: ID) {
  relocatePatient(id: $id, doctorId: $doctorId) { id guid medicalCenter { id user { id name } } }
}`;

let app: NestExpressApplication;
let admin: Account;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInAdmin(app);
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);
const relocate = (client: TestClient, id: string, doctorId: string | null) =>
  client.graphql<{
    relocatePatient: { id: string; medicalCenter: { id: string; user: { id: string; name: string } } };
  }>(RELOCATE, { id, doctorId });

type Created = Awaited<ReturnType<typeof createPatient>> & { guid: string };
const newPatient = async (doctor: Account, overrides: Record<string, unknown> = {}) =>
  (await createPatient(doctor.client, overrides)) as Created;
const stored = (id: string) => db().getRepository(Patient).findOneByOrFail({ id });
const feesOf = (patientId: string) =>
  db()
    .getRepository(ConsultingFee)
    .find({ where: { patient_id: patientId }, order: { id: 'ASC' } });

/** A paid order of the patient (its fee, 25.00 €, is earned by the patient's practice). */
async function paidOrder(patientId: string) {
  const order = await insertOrder(app, patientId);
  await withLines(app, order.id);
  await pay(app, order.id);
  return order;
}

const auditsOf = (event: string, patientId: string) =>
  db().query<{ user_id: string; impersonator_id: string | null; details: Record<string, unknown> }[]>(
    `SELECT user_id, impersonator_id, details FROM audit_logs WHERE event = $1 AND subject_id = $2`,
    [event, patientId],
  );
const relocationAudits = (patientId: string) => auditsOf('patient.relocated', patientId);
// The fees move with the patient in the relocation's transaction (consulting fees listen to PatientPracticeChanged).
const movedFeeAudits = (patientId: string) => auditsOf('consulting_fee.moved_with_patient', patientId);

/** The ids of the orders in the doctor's orders list (the doctor's practice has only the test's patient). */
const visibleOrderIds = async (doctor: Account) =>
  (
    await doctor.client.query<{ orders: { data: { id: string }[] } }>(
      `{ orders(first: 50, page: 1) { data { id } } }`,
    )
  ).orders.data
    .map((o) => o.id)
    .sort();

describe('relocatePatient', () => {
  it("moves the patient to the target doctor's practice with the open fees; paid and credited fees stay", async () => {
    const from = await signedIn(app);
    const to = await signedIn(app);
    const patient = await newPatient(from);
    const open = await paidOrder(patient.id);
    const paidOut = await paidOrder(patient.id);
    const credited = await paidOrder(patient.id);
    const canceled = await paidOrder(patient.id);
    await db()
      .getRepository(ConsultingFee)
      .update({ order_id: paidOut.id }, { status: ConsultingFeeStatus.Paid, paid_at: new Date() });
    await db()
      .getRepository(ConsultingFee)
      .update({ order_id: canceled.id }, { status: ConsultingFeeStatus.Canceled });
    // The credit note collects every open fee; one fee earned after it is the open one that moves.
    await db()
      .getRepository(ConsultingFee)
      .update({ order_id: open.id }, { status: ConsultingFeeStatus.Paid });
    await generateCreditNote(app, admin.client, from.doctor!.id);
    await db()
      .getRepository(ConsultingFee)
      .update({ order_id: open.id }, { status: ConsultingFeeStatus.Unpaid });

    const result = await relocate(admin.client, patient.guid, to.doctor!.id);
    expect(result.errors).toBeUndefined();
    expect(result.data!.relocatePatient).toMatchObject({
      id: patient.id,
      medicalCenter: { id: to.user.medical_center_id, user: { id: to.user.id } },
    });
    expect((await stored(patient.id)).medical_center_id).toBe(to.user.medical_center_id);

    const centerOf = Object.fromEntries(
      (await feesOf(patient.id)).map((f) => [f.order_id, f.medical_center_id]),
    );
    expect(centerOf).toEqual({
      [open.id]: to.user.medical_center_id,
      [paidOut.id]: from.user.medical_center_id,
      [credited.id]: from.user.medical_center_id,
      [canceled.id]: from.user.medical_center_id,
    });
    const [audit] = await relocationAudits(patient.id);
    expect(audit).toMatchObject({
      user_id: admin.user.id,
      impersonator_id: null,
      details: {
        fromMedicalCenterId: from.user.medical_center_id,
        toMedicalCenterId: to.user.medical_center_id,
        doctorId: to.doctor!.id,
      },
    });
    expect(await movedFeeAudits(patient.id)).toEqual([
      {
        user_id: admin.user.id,
        impersonator_id: null,
        details: {
          fromMedicalCenterId: from.user.medical_center_id,
          toMedicalCenterId: to.user.medical_center_id,
          movedFees: 1,
        },
      },
    ]);

    // The patient and the orders follow the patient: the new doctor sees them, the old one no longer.
    const PATIENT = `query ($id: ID!) { patient(id: $id) { id } }`;
    expect((await to.client.graphql(PATIENT, { id: patient.id })).errors).toBeUndefined();
    expect((await from.client.graphql(PATIENT, { id: patient.id })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    // The orders' copy of their patient's practice (kept by triggers) moved with it, in both lists.
    const orderIds = [open, paidOut, credited, canceled].map((o) => o.id).sort();
    expect(await visibleOrderIds(to)).toEqual(orderIds);
    expect(await visibleOrderIds(from)).toEqual([]);
  });

  it('brings a patient removed from their practice back into one, with the fees that left with them', async () => {
    const from = await signedIn(app);
    const to = await signedIn(app);
    const patient = await newPatient(from);
    const order = await paidOrder(patient.id);
    await from.client.query(`mutation ($id: ID!) { removePatient(id: $id) { id } }`, { id: patient.id });
    expect((await feesOf(patient.id))[0].medical_center_id).toBeNull();
    expect(await visibleOrderIds(from)).toEqual([]);

    const result = await relocate(admin.client, patient.guid, to.doctor!.id);
    expect(result.errors).toBeUndefined();
    const moved = await stored(patient.id);
    expect(moved).toMatchObject({
      medical_center_id: to.user.medical_center_id,
      removed_from_medical_center_id: null,
      removed_at: null,
    });
    expect((await feesOf(patient.id)).map((f) => [f.order_id, f.medical_center_id])).toEqual([
      [order.id, to.user.medical_center_id],
    ]);
    expect(await visibleOrderIds(to)).toEqual([order.id]);
  });

  describe('refuses, changing nothing', () => {
    let from: Account;
    let patient: Created;
    beforeAll(async () => {
      from = await signedIn(app);
      patient = await newPatient(from, {
        first_name: 'Clara',
        last_name: 'Zweifach',
        date_of_birth: '1981-02-03',
      });
      await paidOrder(patient.id);
    });
    afterEach(async () => {
      expect((await stored(patient.id)).medical_center_id).toBe(from.user.medical_center_id);
      expect(
        (await feesOf(patient.id)).every((f) => f.medical_center_id === from.user.medical_center_id),
      ).toBe(true);
      expect(await relocationAudits(patient.id)).toEqual([]);
      expect(await movedFeeAudits(patient.id)).toEqual([]);
    });

    it('without a target doctor: a target doctor must be chosen', async () => {
      const result = await relocate(admin.client, patient.guid, null);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Validation failed for the field [relocatePatient].',
        extensions: {
          validation: {
            doctorId: [
              'Bitte wählen Sie die Ärztin bzw. den Arzt, zu der bzw. dem der Patient verschoben wird.',
            ],
          },
        },
      });
    });

    it('to the doctor of the practice the patient is in', async () => {
      const result = await relocate(admin.client, patient.guid, from.doctor!.id);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Der Patient gehört bereits zur Praxis dieser Ärztin bzw. dieses Arztes.',
        extensions: { code: 'CONFLICT' },
      });
    });

    it('to an inactive doctor or one without a practice', async () => {
      const inactive = await createUser(app, { active: false });
      const withoutPractice = await createUser(app, { practice: false });
      for (const doctor of [inactive, withoutPractice]) {
        const result = await relocate(admin.client, patient.guid, doctor.doctor!.id);
        expect(result.errors?.[0]).toMatchObject({
          message: 'Patient/-innen können nur zu aktiven Therapeut/-innen mit Praxis verschoben werden.',
          extensions: { code: 'CONFLICT' },
        });
      }
    });

    it('when the target practice has the same person already', async () => {
      const to = await signedIn(app);
      await newPatient(to, { first_name: 'clara', last_name: 'ZWEIFACH', date_of_birth: '1981-02-03' });
      const result = await relocate(admin.client, patient.guid, to.doctor!.id);
      expect(result.errors?.[0]?.extensions?.validation).toEqual({
        doctorId: ['Dieser Patient existiert bereits im System.'],
      });
    });

    it.each([
      ['an unknown patient guid', () => '00000000-0000-4000-8000-000000000000', () => 'doctor'],
      ['a malformed patient guid', () => 'not-a-guid', () => 'doctor'],
      ['a patient id instead of the guid', () => patient.id, () => 'doctor'],
      ['an unknown doctor', () => patient.guid, () => '999999999999'],
    ])('%s: not found', async (_, id, doctorIdOf) => {
      const to = await signedIn(app);
      const doctorId = doctorIdOf() === 'doctor' ? to.doctor!.id : doctorIdOf();
      const result = await relocate(admin.client, id(), doctorId);
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('a malformed doctor id: an unknown entry', async () => {
      const result = await relocate(admin.client, patient.guid, 'abc');
      expect(result.errors?.[0]?.extensions?.validation).toEqual({ doctorId: ['Unbekannter Eintrag.'] });
    });

    it('to everyone without ManageMedicalCenters', async () => {
      const to = await signedIn(app);
      for (const [who, client, code] of await outsiders(app)) {
        const result = await relocate(client, patient.guid, to.doctor!.id);
        expect([who, result.errors?.[0]?.extensions?.code]).toEqual([who, code]);
        expect(result.data?.relocatePatient ?? null).toBeNull();
      }
    });
  });
});
