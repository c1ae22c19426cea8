// The production partner ships supplements: its signed callback brings carrier and tracking number (a
// FHIR Task.output on the lab order), the order keeps them, the patient gets the tracking link by mail.
import { jest } from '@jest/globals';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { InboundEvent } from '../../src/common/webhooks/inbound-event.entity.js';
import { NoiOrderStatus } from '../../src/modules/orders/order-status.js';
import type { TestClient } from '../helpers/client.js';
import { calculated } from '../helpers/formulas.js';
import { labControl, placeShopOrder } from '../helpers/lab.js';
import { eventually, type PaymentsStack, startPaymentsStack } from '../helpers/payments.js';
import { inboxOf, waitForMail } from '../helpers/sandbox.js';
import { signedIn } from '../helpers/session.js';

jest.setTimeout(120_000);

const SHIPMENT = 'shipment_carrier shipment_number shipment_tracking_url shipped_at';
const ORDER = `query ($id: ID!) { order(id: $id) {
  id order_number status ${SHIPMENT}
  patient { id email }
  supplementsNoiOrder { id status noi_order_id }
} }`;
const ORDERS = `query ($search: String) { orders(search: $search, first: 10) { data { id ${SHIPMENT} } } }`;
const MARK_PAID = `mutation ($id: ID!) { markOrderAsPaid(id: $id) { id payment_status } }`;

interface OrderView {
  id: string;
  order_number: string;
  status: string;
  shipment_carrier: string | null;
  shipment_number: string | null;
  shipment_tracking_url: string | null;
  shipped_at: string | null;
  patient: { id: string; email: string };
  supplementsNoiOrder: { id: string; status: NoiOrderStatus; noi_order_id: string | null } | null;
}

let stack: PaymentsStack;
let admin: Awaited<ReturnType<typeof signedIn>>;
let doctor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await startPaymentsStack();
  admin = await signedIn(stack.app, { permissions: [Permission.ManageMedicalCenters] });
  doctor = await signedIn(stack.app);
});
afterAll(() => stack.close());

// The lab's callbacks, the worker and a calculation lie between: generous on a busy 2-core machine.
const PATIENCE_MS = 45_000;
const orderOf = async (id: string, client: TestClient = doctor.client) =>
  (await client.query<{ order: OrderView }>(ORDER, { id })).order;
const reaches = (id: string, done: (order: OrderView) => boolean) =>
  eventually(() => orderOf(id), done, PATIENCE_MS);
const shippedMails = async (order: OrderView) =>
  (await inboxOf(order.patient.email)).filter((mail) => mail.subject.includes('unterwegs'));

/** A paid supplements order whose part the production partner accepted and is producing. */
async function inProduction(): Promise<OrderView & { labOrderId: string }> {
  const placed = await placeShopOrder(stack.app, doctor.client, { 'supplements-elements': 'CustomProduct' });
  await calculated(stack.app, (await orderOf(placed.id)).patient.id);
  await admin.client.query(MARK_PAID, { id: placed.id });
  const sent = await reaches(
    placed.id,
    (o) => o.supplementsNoiOrder?.status === NoiOrderStatus.SupplementsRegistered,
  );
  const labOrderId = sent.supplementsNoiOrder!.noi_order_id!;
  await labControl('POST', `/orders/${labOrderId}/advance`, { to: 'ProductionStarted' });
  await reaches(placed.id, (o) => o.supplementsNoiOrder?.status === NoiOrderStatus.ProductionStarted);
  return { ...sent, labOrderId };
}

describe('shipment tracking', () => {
  let order: OrderView & { labOrderId: string };
  let shipped: OrderView;
  const trackingNumber = `00340434${Date.now()}`.slice(0, 20);

  beforeAll(async () => {
    order = await inProduction();
    expect(order.shipment_number).toBeNull();
    await labControl('POST', `/orders/${order.labOrderId}/advance`, { carrier: 'DHL', trackingNumber });
    shipped = await reaches(order.id, (o) => o.shipment_number !== null);
  });

  it('keeps carrier and number from the signed callback; the part and the order are shipped', () => {
    expect(shipped).toMatchObject({
      status: 'OrderShipped',
      shipment_carrier: 'DHL',
      shipment_number: trackingNumber,
      shipment_tracking_url: `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${trackingNumber}`,
      supplementsNoiOrder: { status: 'OrderShipped' },
    });
    expect(new Date(shipped.shipped_at!).getTime()).toBeGreaterThan(Date.now() - 120_000);
  });

  it('mails the patient the tracking number and link', async () => {
    const mail = await waitForMail(order.patient.email, (m) => m.subject.includes('unterwegs'));
    expect(mail.subject).toBe(`Ihre Bestellung ${order.order_number} ist unterwegs`);
    expect(mail.text).toContain(`wurden an DHL übergeben. Die Sendungsnummer lautet ${trackingNumber}.`);
    expect(mail.links).toContain(shipped.shipment_tracking_url);
  });

  it('is applied once: a redelivered callback changes nothing and mails nothing', async () => {
    const events = () =>
      stack.app.get(DataSource).getRepository(InboundEvent).countBy({ resource_id: order.labOrderId });
    const before = await events();
    await labControl('POST', `/orders/${order.labOrderId}/redeliver`);
    await labControl('POST', `/orders/${order.labOrderId}/redeliver`);
    // Give the worker time to (not) do anything.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await events()).toBe(before);
    expect(await orderOf(order.id)).toMatchObject({
      shipment_number: trackingNumber,
      shipped_at: shipped.shipped_at,
    });
    expect(await shippedMails(order)).toHaveLength(1);
  });

  it('is read by the doctor and the admin in the order and in the lists', async () => {
    const expected = { id: order.id, shipment_carrier: 'DHL', shipment_number: trackingNumber };
    expect(await orderOf(order.id, admin.client)).toMatchObject(expected);
    for (const client of [doctor.client, admin.client]) {
      const { orders } = await client.query<{ orders: { data: OrderView[] } }>(ORDERS, {
        search: order.order_number,
      });
      expect(orders.data).toEqual([expect.objectContaining(expected)]);
    }
  });

  it("is not read by another practice's doctor", async () => {
    const other = await signedIn(stack.app);
    const result = await other.client.graphql(ORDER, { id: order.id });
    expect(result.data?.order ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toBeDefined();
    const { orders } = await other.client.query<{ orders: { data: OrderView[] } }>(ORDERS, {
      search: order.order_number,
    });
    expect(orders.data).toEqual([]);
  });
});

describe('a carrier without a tracking page', () => {
  it('keeps the number and mails it without a link', async () => {
    const order = await inProduction();
    await labControl('POST', `/orders/${order.labOrderId}/advance`, {
      carrier: 'Kurier Huber',
      trackingNumber: 'KH-4711',
    });
    const shipped = await reaches(order.id, (o) => o.shipment_number !== null);
    expect(shipped).toMatchObject({
      shipment_carrier: 'Kurier Huber',
      shipment_number: 'KH-4711',
      shipment_tracking_url: null,
    });
    const mail = await waitForMail(order.patient.email, (m) => m.subject.includes('unterwegs'));
    expect(mail.text).toContain('wurden an Kurier Huber übergeben. Die Sendungsnummer lautet KH-4711.');
    expect(mail.text).not.toContain('Sendung verfolgen');
    expect(mail.links).toEqual([]);
  });
});
