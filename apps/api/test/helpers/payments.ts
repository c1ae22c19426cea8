import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { freePort } from './processes.js';
import { OrderStatus, PaymentStatus } from '../../src/modules/orders/order-status.js';
import { nextOrderNumber } from '../../src/modules/orders/orders.service.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { InboundEvent } from '../../src/common/webhooks/inbound-event.entity.js';
import { PaymentAttempt } from '../../src/modules/payments/payment-attempt.entity.js';
import type { PaymentLink } from '../../src/modules/payments/payment-link.entity.js';
import { PaymentLinksService } from '../../src/modules/payments/payment-links.service.js';
import { Patient } from '../../src/modules/patients/entities/patient.entity.js';
import { insertOrder, type OrderOptions } from './orders.js';
import { createPatient } from './patients.js';
import { sandboxTestControl } from './sandbox.js';
import { signedIn } from './session.js';
import { createTestApp } from './test-app.js';
import { startTestWorker } from './worker.js';

/** The sandbox's Mollie payment, as its test controls list it (with its webhook calls). */
export interface SandboxPayment {
  id: string;
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
  method: string | null;
  amount: { currency: 'EUR'; value: string };
  metadata: { orderId?: string } | null;
  redirectUrl: string;
  webhookUrl: string;
  _links: { checkout?: { href: string } };
  events: { id: string; held: boolean; deliveries: { status: number | null }[] }[];
}

export interface PaymentsStack {
  app: NestExpressApplication;
  worker: INestApplicationContext;
  appUrl: string;
  close(): Promise<void>;
}

/**
 * The API listening on a real port (the sandbox posts webhooks to APP_URL and sends the patient back
 * there) and a worker, with queues of their own: only this worker renders this suite's mails and
 * applies its webhooks (and the lab's callbacks), with the same APP_URL. Provider calls give up after 1.5 s.
 */
export async function startPaymentsStack(extraEnv: Record<string, string> = {}): Promise<PaymentsStack> {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const env = {
    APP_URL: appUrl,
    REDIS_PREFIX: `test-payments-${process.pid}-${Date.now()}`,
    PAYMENT_TIMEOUT_MS: '1500',
    ...extraEnv,
  };
  const app = await createTestApp(env);
  await app.listen(port, '127.0.0.1');
  const worker = await startTestWorker(env);
  return {
    app,
    worker,
    appUrl,
    async close() {
      await worker.close();
      await app.close();
    },
  };
}

/** A sandbox payment test control (`/payment/test/...`); answers the parsed JSON body, if any. */
export const sandboxControl = <T = unknown>(method: string, path: string, body?: unknown): Promise<T> =>
  sandboxTestControl<T>('payment', method, path, body);

/** The sandbox's payments of an order, newest first. */
export function sandboxPayments(orderId: string): Promise<SandboxPayment[]> {
  return sandboxControl<SandboxPayment[]>('GET', `/payments?orderId=${encodeURIComponent(orderId)}`);
}

/**
 * Presses a button of the sandbox's hosted checkout (pay, fail, cancel, expire) with a method chosen there (the
 * one the checkout was made for when the portal's page chose one); answers where it sends the patient.
 */
export async function decideCheckout(
  checkoutUrl: string,
  action: 'pay' | 'fail' | 'cancel' | 'expire',
  method = 'creditcard',
): Promise<string> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ action, method }),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`checkout ${action}: ${response.status}`);
  return response.headers.get('location')!;
}

export const paymentIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;

export interface PlacedOrder {
  order: Order;
  link: PaymentLink;
  token: string;
  email: string;
  doctor: Awaited<ReturnType<typeof signedIn>>;
}

/**
 * A doctor's placed order with its payment link, made as placeOrder makes it (the link in the placing
 * transaction, the mail after the commit unless `mail: false`).
 */
export async function placedOrder(
  app: NestExpressApplication,
  options: OrderOptions & { mail?: boolean; locale?: 'de' | 'en'; doctor?: PlacedOrder['doctor'] } = {},
): Promise<PlacedOrder> {
  const doctor = options.doctor ?? (await signedIn(app));
  const patient = await createPatient(doctor.client);
  const dataSource = app.get(DataSource);
  if (options.locale) await dataSource.getRepository(Patient).update(patient.id, { locale: options.locale });
  const draft = await insertOrder(app, patient.id, { ...options, placedAt: null, paymentStatus: null });
  const links = app.get(PaymentLinksService);
  const { order, link } = await dataSource.transaction(async (manager) => {
    const order = await manager.findOneByOrFail(Order, { id: draft.id });
    order.order_number = await nextOrderNumber(manager);
    order.status = OrderStatus.OrderPlaced;
    order.placed_at = options.placedAt ?? new Date();
    order.order_email = patient.email as string;
    await manager.save(order);
    return { order, link: await links.createForPlacedOrder(manager, order) };
  });
  if (options.mail !== false) await links.sendLinkMail(order.id);
  return { order, link, token: links.tokenOf(link), email: patient.email as string, doctor };
}

export async function paymentStatusOf(
  app: NestExpressApplication,
  orderId: string,
): Promise<PaymentStatus | null> {
  const order = await app.get(DataSource).getRepository(Order).findOneByOrFail({ id: orderId });
  return order.payment_status;
}

/** Polls until `read` answers something `done` accepts (webhooks and jobs are asynchronous). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

export function attemptsOf(app: NestExpressApplication, orderId: string): Promise<PaymentAttempt[]> {
  return app
    .get(DataSource)
    .getRepository(PaymentAttempt)
    .find({ where: { order_id: orderId }, order: { attempt_no: 'ASC' } });
}

export function inboxRowsOf(app: NestExpressApplication, paymentId: string): Promise<InboundEvent[]> {
  return app
    .get(DataSource)
    .getRepository(InboundEvent)
    .find({ where: { resource_id: paymentId } });
}

export { PaymentStatus };
