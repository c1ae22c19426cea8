import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { Clock } from '../../src/common/clock/clock.js';
import { configureHttp } from '../../src/common/http/configure-http.js';
import { AppConfig } from '../../src/config/app-config.js';
import { OrderStatus, PaymentStatus } from '../../src/modules/orders/order-status.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';
import { closeApp } from '../helpers/test-app.js';
import { type Account, outsiders, signedInAdmin } from '../patients/admin/admin-fixtures.js';
import { insertSubscription } from '../patients/admin/admin-fixtures-data.js';

/** A clock the test sets: March 2036, a month no other suite places orders or subscriptions in. */
class FixedClock extends Clock {
  at = new Date();
  override now(): Date {
    return this.at;
  }
}

const ORDERS = `{ adminOrdersPerDay { thisMonth { date day orders revenue } lastMonth { date day orders revenue } } }`;
const WEEKS = `{ adminSubscriptionsPerWeek { weekStart active paused } }`;
type Day = { date: string; day: number; orders: number; revenue: number };
type Week = { weekStart: string; active: number; paused: number };

let app: NestExpressApplication;
const clock = new FixedClock();
let admin: Account;
let doctor: Account;
let patientId: string;
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
  doctor = await signedIn(app);
  patientId = (await createPatient(doctor.client)).id;
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);
const order = (
  placedAt: string,
  total: number,
  paymentStatus: PaymentStatus,
  status = OrderStatus.OrderPlaced,
) => insertOrder(app, patientId, { placedAt: new Date(placedAt), total, paymentStatus, status });

describe('adminOrdersPerDay', () => {
  it('counts orders and paid revenue per Berlin day of this month to today and all of last month, 0 on empty days', async () => {
    // Monday 10 March 2036, 11:00 in Berlin (UTC+1); 2036 is a leap year: February has 29 days.
    clock.at = new Date('2036-03-10T10:00:00Z');
    await order('2036-03-02T09:00:00Z', 100, PaymentStatus.Success);
    await order('2036-03-02T10:00:00Z', 50, PaymentStatus.Pending); // counted, no revenue
    await order('2036-02-29T23:30:00Z', 30, PaymentStatus.Success); // 00:30 on 1 March in Berlin
    await order('2036-02-29T22:30:00Z', 20, PaymentStatus.Success); // 23:30 on 29 February in Berlin
    await order('2036-02-03T12:00:00Z', 12.5, PaymentStatus.Success);
    await order('2036-03-05T09:00:00Z', 999, PaymentStatus.Success, OrderStatus.Canceled); // not counted
    await order('2036-03-10T10:30:00Z', 70, PaymentStatus.Success); // after now
    await order('2036-01-31T12:00:00Z', 40, PaymentStatus.Success); // before last month

    const { adminOrdersPerDay } = await admin.client.query<{
      adminOrdersPerDay: { thisMonth: Day[]; lastMonth: Day[] };
    }>(ORDERS);
    const { thisMonth, lastMonth } = adminOrdersPerDay;
    expect(thisMonth.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(lastMonth).toHaveLength(29);
    expect(thisMonth[0]).toEqual({ date: '2036-03-01', day: 1, orders: 1, revenue: 30 });
    expect(thisMonth[1]).toEqual({ date: '2036-03-02', day: 2, orders: 2, revenue: 100 });
    expect(thisMonth[4]).toEqual({ date: '2036-03-05', day: 5, orders: 0, revenue: 0 });
    expect(thisMonth[9]).toEqual({ date: '2036-03-10', day: 10, orders: 0, revenue: 0 });
    expect(lastMonth[2]).toEqual({ date: '2036-02-03', day: 3, orders: 1, revenue: 12.5 });
    expect(lastMonth[28]).toEqual({ date: '2036-02-29', day: 29, orders: 1, revenue: 20 });
    expect([...thisMonth, ...lastMonth].reduce((sum, d) => sum + d.orders, 0)).toBe(5);

    const counted = await countStatements(app, () => admin.client.query(ORDERS));
    expect(counted.statements.filter((sql) => sql.includes('generate_series'))).toHaveLength(1);
  });
});

describe('adminSubscriptionsPerWeek', () => {
  const weeks = async () =>
    (await admin.client.query<{ adminSubscriptionsPerWeek: Week[] }>(WEEKS)).adminSubscriptionsPerWeek;

  it('counts subscriptions active and paused at the end of each of 12 Berlin weeks', async () => {
    // Monday 10 March 2036, 11:00 in Berlin: this week counts at now; the first of the 12 begins on 24 December 2035.
    clock.at = new Date('2036-03-10T10:00:00Z');
    const before = await weeks();
    expect(before.map((w) => w.weekStart)).toEqual([
      '2035-12-24',
      '2035-12-31',
      '2036-01-07',
      '2036-01-14',
      '2036-01-21',
      '2036-01-28',
      '2036-02-04',
      '2036-02-11',
      '2036-02-18',
      '2036-02-25',
      '2036-03-03',
      '2036-03-10',
    ]);
    const patients = await Promise.all([1, 2, 3].map(() => createPatient(doctor.client)));
    // Active since Monday 14 January; started Sunday 30 December and paused on Monday 25 February;
    // started 1 December and cancelled on Monday 4 February (10:00 in Berlin each).
    await insertSubscription(app, patients[0].id, 'active', new Date('2036-01-14T09:00:00Z'));
    const paused = await insertSubscription(app, patients[1].id, 'paused', new Date('2035-12-30T09:00:00Z'));
    await db().query(`UPDATE subscriptions SET paused_at = '2036-02-25T09:00:00Z' WHERE id = $1`, [
      paused.id,
    ]);
    const canceled = await insertSubscription(
      app,
      patients[2].id,
      'canceled',
      new Date('2035-12-01T09:00:00Z'),
    );
    await db().query(`UPDATE subscriptions SET canceled_at = '2036-02-04T09:00:00Z' WHERE id = $1`, [
      canceled.id,
    ]);
    const after = await weeks();
    // What these three add to each week, counted at its end (other suites' subscriptions count the same in both reads).
    const added = after.map((week, i) => [week.active - before[i].active, week.paused - before[i].paused]);
    expect(added).toEqual([
      [2, 0], // 24.12.: the later cancelled one, and the later paused one (started on 30.12.)
      [2, 0],
      [2, 0], // 07.01.: the active one starts on 14.01., after this week's end
      [3, 0],
      [3, 0],
      [3, 0], // 28.01.: ends at 04.02. 00:00, before the cancellation
      [2, 0],
      [2, 0],
      [2, 0], // 18.02.: ends at 25.02. 00:00, before the pause
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it('is for admins only, as are the orders per day', async () => {
    for (const [who, client, code] of await outsiders(app)) {
      const days = await client.graphql(ORDERS);
      const perWeek = await client.graphql(WEEKS);
      expect([who, days.errors?.[0]?.extensions?.code, perWeek.errors?.[0]?.extensions?.code]).toEqual([
        who,
        code,
        code,
      ]);
    }
  });
});
