import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { Permission } from '@portal/shared-types';
import { AppModule } from '../../../src/app.module.js';
import { Clock } from '../../../src/common/clock/clock.js';
import { configureHttp } from '../../../src/common/http/configure-http.js';
import { AppConfig } from '../../../src/config/app-config.js';
import { OrderStatus } from '../../../src/modules/orders/order-status.js';
import { percentChange } from '../../../src/modules/orders/statistics/order-statistics.service.js';
import { TestClient } from '../../helpers/client.js';
import { insertOrder } from '../../helpers/orders.js';
import { createPatient } from '../../helpers/patients.js';
import { signedIn } from '../../helpers/session.js';
import { nonAdminCallers } from './admin-orders-fixtures.js';

/** A clock each test sets; the orders it places lie in years no other suite reaches. */
class FixedClock extends Clock {
  at = new Date();
  override now(): Date {
    return this.at;
  }
}

const STATISTICS = `{ orderStatistics { placedOrdersCount placedOrdersSum placedOrdersAverage
  placedOrdersCountComparison placedOrdersSumComparison hash periodStart periodEnd previousPeriodStart previousPeriodEnd } }`;

interface Statistics {
  placedOrdersCount: number;
  placedOrdersSum: number;
  placedOrdersAverage: number;
  placedOrdersCountComparison: number | null;
  placedOrdersSumComparison: number | null;
  hash: string;
  periodStart: string;
  periodEnd: string;
  previousPeriodStart: string;
  previousPeriodEnd: string;
}

const clock = new FixedClock();
let app: NestExpressApplication;
let admin: TestClient;
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
  admin = (await signedIn(app, { permissions: [Permission.ManageMedicalCenters] })).client;
  const doctor = await signedIn(app);
  patientId = (await createPatient(doctor.client)).id;
});
afterAll(() => app?.close());

const statistics = async () =>
  (await admin.query<{ orderStatistics: Statistics }>(STATISTICS)).orderStatistics;
const placed = (at: string, total: number, status?: OrderStatus) =>
  insertOrder(app, patientId, { placedAt: new Date(at), total, ...(status ? { status } : {}) });

describe('orderStatistics', () => {
  it('counts this month from its first Berlin midnight until now against the same span of last month', async () => {
    clock.at = new Date('2041-03-15T09:00:00Z'); // 10:00 in Berlin (CET)
    await placed('2041-02-28T23:00:00Z', 100); // 1 March 00:00 Berlin: this month
    await placed('2041-03-15T08:59:00Z', 50.5);
    await placed('2041-03-10T12:00:00Z', 999, OrderStatus.Canceled);
    await placed('2041-03-15T09:01:00Z', 999); // after now
    await placed('2041-02-28T22:59:00Z', 999); // 28 February 23:59 Berlin: after the compared span
    await placed('2041-01-31T23:00:00Z', 40); // 1 February 00:00 Berlin
    await placed('2041-02-15T08:59:00Z', 60);
    await placed('2041-02-15T09:00:00Z', 999); // the compared span ends at 15 February 10:00
    await placed('2041-01-31T22:59:00Z', 999);
    await insertOrder(app, patientId, { placedAt: null, createdAt: new Date('2041-03-05T10:00:00Z') });

    const figures = await statistics();
    expect(figures).toEqual({
      placedOrdersCount: 2,
      placedOrdersSum: 150.5,
      placedOrdersAverage: 75.25,
      placedOrdersCountComparison: 0,
      placedOrdersSumComparison: 50.5,
      hash: expect.stringMatching(/^[0-9a-f]{16}$/),
      periodStart: '2041-02-28T23:00:00.000Z',
      periodEnd: '2041-03-15T09:00:00.000Z',
      previousPeriodStart: '2041-01-31T23:00:00.000Z',
      previousPeriodEnd: '2041-02-15T09:00:00.000Z',
    });
    expect((await statistics()).hash).toBe(figures.hash);
    await placed('2041-03-01T10:00:00Z', 10);
    const more = await statistics();
    expect(more).toMatchObject({
      placedOrdersCount: 3,
      placedOrdersSum: 160.5,
      placedOrdersCountComparison: 50,
    });
    expect(more.hash).not.toBe(figures.hash);
  });

  it('compares the 31st with the whole shorter month, across the change to summer time', async () => {
    clock.at = new Date('2042-03-31T10:00:00Z'); // 12:00 in Berlin (CEST)
    await placed('2042-02-28T22:30:00Z', 80); // 28 February 23:30 Berlin: in the compared span
    await placed('2042-03-01T08:00:00Z', 20);
    await placed('2042-03-31T09:00:00Z', 30);
    expect(await statistics()).toMatchObject({
      placedOrdersCount: 2,
      placedOrdersSum: 50,
      placedOrdersAverage: 25,
      placedOrdersCountComparison: 100,
      placedOrdersSumComparison: -37.5,
      periodStart: '2042-02-28T23:00:00.000Z',
      previousPeriodStart: '2042-01-31T23:00:00.000Z',
      previousPeriodEnd: '2042-02-28T23:00:00.000Z',
    });
  });

  it('shows no comparison (null) when the previous span had no orders, and zeros without orders', async () => {
    clock.at = new Date('2043-06-10T10:00:00Z');
    expect(await statistics()).toMatchObject({
      placedOrdersCount: 0,
      placedOrdersSum: 0,
      placedOrdersAverage: 0,
      placedOrdersCountComparison: null,
      placedOrdersSumComparison: null,
    });
    await placed('2043-06-02T10:00:00Z', 33.33);
    expect(await statistics()).toMatchObject({
      placedOrdersCount: 1,
      placedOrdersSum: 33.33,
      placedOrdersAverage: 33.33,
      placedOrdersCountComparison: null,
      placedOrdersSumComparison: null,
    });
  });

  it('rounds the percentages to one decimal', () => {
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(4, 3)).toBe(33.3);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 4)).toBe(-100);
  });

  it('is for admins only: refused to doctors, formula managers, impersonating admins and anonymous callers', async () => {
    const callers = await nonAdminCallers(app, (options) => signedIn(app, options));
    for (const [who, client] of Object.entries(callers)) {
      const result = await client.graphql(STATISTICS);
      expect([who, result.errors?.[0]]).toEqual([
        who,
        expect.objectContaining({
          message: 'This action is unauthorized.',
          extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
        }),
      ]);
      expect(result.data).toBeNull();
    }
    const anonymous = await new TestClient(app).graphql(STATISTICS);
    expect(anonymous.errors?.[0]?.message).toBe('Unauthenticated.');
  });
});
