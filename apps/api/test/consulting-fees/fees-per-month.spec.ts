import type { NestExpressApplication } from '@nestjs/platform-express';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { ConsultingFeeStatus } from '../../src/modules/consulting-fees/consulting-fee.entity.js';
import { TestClient } from '../helpers/client.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { pay, withLines } from './fee-fixtures.js';

type Doctor = Awaited<ReturnType<typeof signedIn>>;
type FeeMonth = { month: string; amount: number };

const PER_MONTH = `query ($doctorId: ID) { consultingFeesPerMonth(doctorId: $doctorId) { month amount } }`;

let app: NestExpressApplication;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);

/** A paid order of a new patient of the doctor; its fee (25.00 €) set to `cents`, created `monthsAgo` (Berlin). */
async function fee(doctor: Doctor, cents: number, monthsAgo: number, status = ConsultingFeeStatus.Unpaid) {
  const patient = await createPatient(doctor.client);
  const order = await insertOrder(app, patient.id);
  await withLines(app, order.id);
  await pay(app, order.id);
  // The middle of the month, monthsAgo months back: no month boundary (Berlin or UTC) in reach.
  await db().query(
    `UPDATE consulting_fees SET amount_cents = $2, status = $3,
       created_at = (date_trunc('month', now() AT TIME ZONE 'Europe/Berlin') - make_interval(months => $4)
                     + interval '14 days 12 hours') AT TIME ZONE 'Europe/Berlin'
     WHERE order_id = $1`,
    [order.id, cents, status, monthsAgo],
  );
}

/** The 12 month keys up to this one (Berlin), oldest first, as the database counts them. */
async function months(): Promise<string[]> {
  const rows = await db().query<{ month: string }[]>(
    `SELECT to_char(m, 'YYYY-MM') AS month FROM generate_series(
       date_trunc('month', now() AT TIME ZONE 'Europe/Berlin') - interval '11 months',
       date_trunc('month', now() AT TIME ZONE 'Europe/Berlin'), interval '1 month') AS m`,
  );
  return rows.map((row) => row.month);
}

describe('consultingFeesPerMonth', () => {
  it("sums the practice's fees per month of the last 12, a month without fees as 0, cancelled and other practices' fees not counted", async () => {
    const doctor = await signedIn(app);
    await fee(doctor, 1234, 0);
    await fee(doctor, 2500, 0, ConsultingFeeStatus.Paid);
    await fee(doctor, 999, 0, ConsultingFeeStatus.Canceled);
    await fee(doctor, 4000, 2);
    await fee(doctor, 700, 11);
    await fee(doctor, 5000, 12); // 13 months back: before the chart
    // Another practice's fee in the same month counts for nobody here.
    await fee(await signedIn(app), 8800, 0);

    const { consultingFeesPerMonth } = await doctor.client.query<{ consultingFeesPerMonth: FeeMonth[] }>(
      PER_MONTH,
    );
    const keys = await months();
    const expected = new Map([
      [keys[11], 37.34],
      [keys[9], 40],
      [keys[0], 7],
    ]);
    expect(consultingFeesPerMonth).toEqual(
      keys.map((month) => ({ month, amount: expected.get(month) ?? 0 })),
    );
    expect(consultingFeesPerMonth.filter((row) => row.amount === 0)).toHaveLength(9);

    // An admin sees the same for that doctor.
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const seen = await admin.client.query<{ consultingFeesPerMonth: FeeMonth[] }>(PER_MONTH, {
      doctorId: doctor.doctor!.id,
    });
    expect(seen.consultingFeesPerMonth).toEqual(consultingFeesPerMonth);
  });

  it('is 12 months of 0 for a practice without fees, and refused without a session', async () => {
    const doctor = await signedIn(app);
    const { consultingFeesPerMonth } = await doctor.client.query<{ consultingFeesPerMonth: FeeMonth[] }>(
      PER_MONTH,
    );
    expect(consultingFeesPerMonth.map((row) => row.amount)).toEqual(Array(12).fill(0));
    const anonymous = await new TestClient(app).graphql(PER_MONTH);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('costs one statement', async () => {
    const doctor = await signedIn(app);
    await doctor.client.query(PER_MONTH);
    const counted = await countStatements(app, () => doctor.client.query(PER_MONTH));
    expect(counted.statements.filter((sql) => sql.includes('consulting_fees'))).toHaveLength(1);
  });
});
