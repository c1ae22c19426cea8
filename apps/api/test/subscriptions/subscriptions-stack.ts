import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { Clock } from '../../src/common/clock/clock.js';
import { configureHttp } from '../../src/common/http/configure-http.js';
import { AppConfig } from '../../src/config/app-config.js';
import { NoiOrder } from '../../src/modules/orders/noi-order.entity.js';
import { NoiOrderType } from '../../src/modules/orders/order-status.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Subscription } from '../../src/modules/subscriptions/subscription.entity.js';
import { WorkerModule } from '../../src/worker.module.js';
import type { TestClient } from '../helpers/client.js';
import { createPatient } from '../helpers/patients.js';
import type { signedIn } from '../helpers/session.js';
import { CREATE_ORDER, newOrderConsents, PLACE_ORDER, shopItemIds } from '../helpers/shop.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A clock the test moves: the API and the worker read the same one. */
export class TestClock extends Clock {
  private offsetMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advanceDays(days: number): void {
    this.offsetMs += days * DAY_MS;
  }
}

export interface SubscriptionsStack {
  app: NestExpressApplication;
  worker: INestApplicationContext;
  clock: TestClock;
  db: DataSource;
  close(): Promise<void>;
}

/** The API and a worker on queues of their own (no other suite's worker runs these jobs on real time). */
export async function startSubscriptionsStack(): Promise<SubscriptionsStack> {
  const clock = new TestClock();
  const env = { ...process.env, NODE_ENV: 'test', REDIS_PREFIX: `test-subs-${process.pid}-${Date.now()}` };
  const appModule = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(AppConfig)
    .useValue(AppConfig.fromEnvironment(env))
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const app = appModule.createNestApplication<NestExpressApplication>({ logger: false });
  configureHttp(app);
  await app.init();
  const worker = await Test.createTestingModule({ imports: [WorkerModule] })
    .overrideProvider(AppConfig)
    .useValue(AppConfig.fromEnvironment(env))
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  await worker.init();
  return {
    app,
    worker,
    clock,
    db: app.get(DataSource),
    async close() {
      await worker.close();
      await app.close();
    },
  };
}

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A supplements order placed through the wizard as the web does it (draft, confirmation download, place). */
export async function placeSupplementsOrder(
  stack: SubscriptionsStack,
  client: TestClient,
  patientId: string,
): Promise<{ id: string; order_number: string }> {
  const ids = await shopItemIds(stack.app);
  const created = await client.query<{ createOrder: { id: string } }>(CREATE_ORDER, {
    input: {
      patient: { connect: patientId },
      items: [{ item_id: ids['supplements-elements'], item_type: 'CustomProduct', quantity: 1 }],
    },
  });
  const orderId = created.createOrder.id;
  await client.agent.get(`/api/orders/${orderId}/download-pdf`).buffer(true).parse(binary).expect(200);
  const placed = await client.query<{ placeOrder: { id: string; order_number: string } }>(PLACE_ORDER, {
    id: orderId,
    consents: await newOrderConsents(client),
  });
  return placed.placeOrder;
}

export interface Subscriber {
  patient: { id: string; email: string };
  order: { id: string; order_number: string };
  subscription: Subscription;
}

/** A new patient of `doctor` whose first supplements order started a plan. */
export async function newSubscriber(
  stack: SubscriptionsStack,
  doctor: Awaited<ReturnType<typeof signedIn>>,
): Promise<Subscriber> {
  const patient = (await createPatient(doctor.client)) as { id: string; email: string };
  const order = await placeSupplementsOrder(stack, doctor.client, patient.id);
  const subscription = await stack.db.getRepository(Subscription).findOneByOrFail({ patient_id: patient.id });
  return { patient, order, subscription };
}

export const subscriptionOf = (stack: SubscriptionsStack, id: string) =>
  stack.db.getRepository(Subscription).findOneByOrFail({ id });

export const ordersOf = (stack: SubscriptionsStack, subscriptionId: string) =>
  stack.db
    .getRepository(Order)
    .find({ where: { subscription_id: subscriptionId }, order: { cycle_no: 'ASC' } });

export const supplementsPartOf = (stack: SubscriptionsStack, orderId: string) =>
  stack.db.getRepository(NoiOrder).findOneByOrFail({ order_id: orderId, type: NoiOrderType.supplements });

export const SUBSCRIPTION_FIELDS = `id guid status start_date current_period_end unpaid_orders_count
  latestOrder { id payment_status supplementsNoiOrder { id status } } orders { id }
  patient { id } pending next_production_start interval_label price_per_period`;
export const PAUSE = `mutation ($id: ID!) { pauseSubscription(id: $id) { id status paused_at resume_at } }`;
export const RESUME = `mutation ($id: ID!) { resumeSubscription(id: $id) { id status current_period_end } }`;
export const CANCEL = `mutation ($id: ID!) { cancelSubscription(id: $id) { id status canceled_at } }`;
