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
