import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { Clock } from '../../src/common/clock/clock.js';
import { configureHttp } from '../../src/common/http/configure-http.js';
import { AppConfig } from '../../src/config/app-config.js';
import { OrderStatus, PaymentStatus } from '../../src/modules/orders/order-status.js';
import type { TestClient } from '../helpers/client.js';
import { insertOrder, type OrderOptions } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';
import { closeApp } from '../helpers/test-app.js';
import { type Account, outsiders, signedInAdmin } from '../patients/admin/admin-fixtures.js';
import { insertSubscription } from '../patients/admin/admin-fixtures-data.js';

/** A clock the test sets: months no other suite places orders in. */
class FixedClock extends Clock {
  at = new Date();
  override now(): Date {
    return this.at;
  }
}

const BEST_SELLERS = `query ($first: Int) { bestSellers(first: $first) { item { id name_en name_de } quantity } }`;
const DASHBOARD = `{ adminDashboard { activeSubscriptions pausedSubscriptions totalCustomers
  customers { lifeCyclePhase total } } }`;

let app: NestExpressApplication;
const clock = new FixedClock();
let admin: Account;
let doctor: Account;
let patientId: string;
let items: { id: string; name_en: string }[];
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
  items = await db().query(`SELECT id, name_en FROM shop_items ORDER BY id LIMIT 5`);
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);
const bestSellers = (client: TestClient, first?: number) =>
  client.graphql<{ bestSellers: { item: { id: string; name_en: string }; quantity: number }[] }>(
    BEST_SELLERS,
    {
      first,
    },
  );

/** A placed order with one line per [item, quantity]. */
async function sold(lines: [number, number][], options: OrderOptions) {
  const order = await insertOrder(app, patientId, options);
  await db().query(
    `INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category,
       vat_rate_bp, original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
     SELECT $1, line.position, i.id, i.kind, i.id, line.quantity, 'Analyses', 1900, 1000, 0, 1000, 160
     FROM unnest($2::bigint[], $3::int[]) WITH ORDINALITY AS line(item_id, quantity, position)
     JOIN shop_items i ON i.id = line.item_id`,
    [order.id, lines.map(([item]) => items[item].id), lines.map(([, quantity]) => quantity)],
  );
}
const paid = (placedAt: string, status = OrderStatus.OrderPlaced): OrderOptions => ({
  placedAt: new Date(placedAt),
  paymentStatus: PaymentStatus.Success,
  status,
});

describe('bestSellers', () => {
  it('sums the quantities of paid orders since the first of the month at midnight in Berlin, most first', async () => {
    // March 2035: Berlin is UTC+1, so the month starts at 2035-02-28T23:00Z.
    clock.at = new Date('2035-03-20T10:00:00Z');
    await sold(
      [
        [0, 3],
        [1, 4],
      ],
      paid('2035-03-05T09:00:00Z'),
    );
    await sold([[0, 2]], paid('2035-03-19T09:00:00Z'));
    await sold([[2, 1]], paid('2035-02-28T23:00:00Z')); // midnight in Berlin: this month
    await sold([[2, 10]], paid('2035-02-28T22:59:59Z')); // 23:59:59 the day before: last month
    await sold([[3, 7]], {
      placedAt: new Date('2035-03-06T09:00:00Z'),
      paymentStatus: PaymentStatus.Pending,
    });
    await sold([[4, 6]], paid('2035-03-07T09:00:00Z', OrderStatus.Canceled));
    await sold([[4, 9]], paid('2035-03-21T09:00:00Z')); // after now

    const result = await bestSellers(admin.client);
    expect(result.errors).toBeUndefined();
    expect(result.data!.bestSellers).toEqual([
      { item: expect.objectContaining({ id: items[0].id, name_en: items[0].name_en }), quantity: 5 },
      { item: expect.objectContaining({ id: items[1].id }), quantity: 4 },
      { item: expect.objectContaining({ id: items[2].id }), quantity: 1 },
    ]);
    expect((await bestSellers(admin.client, 2)).data!.bestSellers.map((row) => row.quantity)).toEqual([5, 4]);
  });

  it('starts again on the first of the next month (summer time: midnight is 22:00 UTC)', async () => {
    clock.at = new Date('2035-04-01T08:00:00Z');
    await sold([[1, 2]], paid('2035-03-31T21:59:59Z')); // 23:59:59 on 31 March in Berlin
    await sold([[3, 1]], paid('2035-03-31T22:00:00Z')); // midnight, 1 April
    expect((await bestSellers(admin.client)).data!.bestSellers).toEqual([
      { item: expect.objectContaining({ id: items[3].id }), quantity: 1 },
    ]);
    clock.at = new Date('2035-05-15T08:00:00Z');
    expect((await bestSellers(admin.client)).data!.bestSellers).toEqual([]);
  });

  it.each([0, 51])('refuses first = %i', async (first) => {
    const result = await bestSellers(admin.client, first);
    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});

describe('adminDashboard', () => {
  const phaseCounts = () =>
    db().query<{ phase: string; total: string }[]>(
      `SELECT coalesce(latest.status::text, 'none') AS phase, count(*) AS total FROM patients p
       LEFT JOIN LATERAL (SELECT s.status FROM subscriptions s WHERE s.patient_id = p.id
         ORDER BY s.created_at DESC, s.id DESC LIMIT 1) latest ON true
       WHERE p.medical_center_id IS NOT NULL GROUP BY 1`,
    );
  const subscriptionCounts = () =>
    db().query<{ status: string; total: string }[]>(
      `SELECT status::text, count(*) AS total FROM subscriptions GROUP BY 1`,
    );
  type Dashboard = {
    activeSubscriptions: number;
    pausedSubscriptions: number;
    totalCustomers: number;
    customers: { lifeCyclePhase: string; total: number }[];
  };

  /** The dashboard and the same figures counted by hand, while no other suite wrote meanwhile. */
  async function settled(): Promise<{ dashboard: Dashboard; expected: Dashboard }> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const before = JSON.stringify([await phaseCounts(), await subscriptionCounts()]);
      const { adminDashboard } = await admin.client.query<{ adminDashboard: Dashboard }>(DASHBOARD);
      const [phases, subscriptions] = [await phaseCounts(), await subscriptionCounts()];
      if (JSON.stringify([phases, subscriptions]) !== before) continue;
      const phase = (name: string) => Number(phases.find((row) => row.phase === name)?.total ?? 0);
      const status = (name: string) => Number(subscriptions.find((row) => row.status === name)?.total ?? 0);
      const customers = [
        { lifeCyclePhase: 'ActiveSubscriber', total: phase('active') },
        { lifeCyclePhase: 'PausedSubscriber', total: phase('paused') },
        { lifeCyclePhase: 'CanceledSubscriber', total: phase('canceled') },
        { lifeCyclePhase: 'NonSubscriber', total: phase('none') },
      ];
      return {
        dashboard: adminDashboard,
        expected: {
          activeSubscriptions: status('active'),
          pausedSubscriptions: status('paused'),
          totalCustomers: customers.reduce((sum, row) => sum + row.total, 0),
          customers,
        },
      };
    }
    throw new Error('the data never stood still');
  }

  it('counts active and paused subscriptions and the customers per lifecycle phase', async () => {
    const practice = await signedIn(app);
    const patients = await Promise.all([1, 2, 3, 4].map(() => createPatient(practice.client)));
    await insertSubscription(app, patients[0].id, 'active');
    await insertSubscription(app, patients[1].id, 'paused');
    // The newest subscription decides: canceled first, then a new active one.
    await insertSubscription(app, patients[2].id, 'canceled', new Date(Date.now() - 86_400_000));
    await insertSubscription(app, patients[2].id, 'active');
    // A removed patient is no customer of a practice any more.
    await practice.client.query(`mutation ($id: ID!) { removePatient(id: $id) { id } }`, {
      id: patients[3].id,
    });

    const { dashboard, expected } = await settled();
    expect(dashboard).toEqual(expected);
    expect(dashboard.activeSubscriptions).toBeGreaterThanOrEqual(2);
    expect(
      dashboard.customers.find((row) => row.lifeCyclePhase === 'PausedSubscriber')!.total,
    ).toBeGreaterThan(0);
  });

  it('is for admins only, as are the best sellers', async () => {
    for (const [who, client, code] of await outsiders(app)) {
      const dashboard = await client.graphql(DASHBOARD);
      const sellers = await bestSellers(client);
      expect([who, dashboard.errors?.[0]?.extensions?.code, sellers.errors?.[0]?.extensions?.code]).toEqual([
        who,
        code,
        code,
      ]);
    }
  });
});

// The charts' series (issue 33, point 5): March 2036, a month no other suite places orders or subscriptions in.
const ORDERS = `{ adminOrdersPerDay { thisMonth { date day orders revenue } lastMonth { date day orders revenue } } }`;
const WEEKS = `{ adminSubscriptionsPerWeek { weekStart active paused } }`;
type Day = { date: string; day: number; orders: number; revenue: number };
type Week = { weekStart: string; active: number; paused: number };

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
