import type { INestApplication } from '@nestjs/common';
import type { Response } from 'supertest';
import type { TestClient } from './client.js';
import { createPatient } from './patients.js';
import { sandboxTestControl } from './sandbox.js';
import { CREATE_ORDER, newOrderConsents, shopItemIds } from './shop.js';

/** A lab order as the sandbox lab's test controls list it. */
export interface SandboxLabOrder {
  labOrderId: string;
  externalOrderNo: string;
  type: 'blood' | 'dna' | 'supplements';
  barcode: string | null;
  status: string;
  orderedProducts: { productCode: string; name: string }[];
  events: {
    id: string;
    data: { status: string; sequence: number };
    deliveries: { status: number | null }[];
  }[];
}

/** A sandbox lab test control (`/lab/test/...`); answers the parsed JSON body, if any. */
export const labControl = <T = unknown>(method: string, path: string, body?: unknown): Promise<T> =>
  sandboxTestControl<T>('lab', method, path, body);

/** The sandbox lab's orders under one of our numbers ("<order number>-<part>"), newest first. */
export const labOrdersOf = (externalOrderNo: string) =>
  labControl<SandboxLabOrder[]>('GET', `/orders?externalOrderNo=${encodeURIComponent(externalOrderNo)}`);

let sequence = 0;
export const uniqueBarcode = (prefix = 'BC') =>
  `${prefix}-${Date.now()}-${++sequence}-${Math.random().toString(36).slice(2, 8)}`;

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

// The web's placeOrder answer: the parts decide whether sample registration opens next.
const PLACE_WITH_PARTS = `mutation ($id: ID!, $consents: [ID!]!) {
  placeOrder(id: $id, acceptedConsents: { connect: $consents }) {
    id order_number bloodNoiOrder { status } dnaNoiOrder { status } supplementsNoiOrder { status }
  }
}`;

export interface PlacedShopOrder {
  id: string;
  order_number: string;
  bloodNoiOrder: { status: string } | null;
  dnaNoiOrder: { status: string } | null;
  supplementsNoiOrder: { status: string } | null;
}

/**
 * An order placed the way the web places it (createOrder, the confirmation PDF, placeOrder), with real
 * shop items by key; answers its id and number.
 */
export async function placeShopOrder(
  app: INestApplication,
  client: TestClient,
  itemKeys: Record<string, 'Product' | 'Bundle' | 'CustomProduct' | 'CustomBundle'>,
): Promise<PlacedShopOrder> {
  const ids = await shopItemIds(app);
  const patient = await createPatient(client);
  const items = Object.entries(itemKeys).map(([key, item_type]) => ({
    item_id: ids[key],
    item_type,
    quantity: 1,
  }));
  const created = await client.query<{ createOrder: { id: string } }>(CREATE_ORDER, {
    input: { patient: { connect: patient.id }, items },
  });
  const id = created.createOrder.id;
  await client.agent.get(`/api/orders/${id}/download-pdf`).buffer(true).parse(binary).expect(200);
  const placed = await client.query<{ placeOrder: PlacedShopOrder }>(PLACE_WITH_PARTS, {
    id,
    consents: await newOrderConsents(client),
  });
  return placed.placeOrder;
}

/** An order of the Elements Start bundle (blood and DNA), paid, both samples registered and both parts at the lab. */
export interface OrderAtTheLab {
  orderId: string;
  orderNumber: string;
  patientId: string;
  barcodes: { blood: string; dna: string };
  labOrderIds: { blood: string; dna: string };
}

const AT_THE_LAB = `query ($id: ID!) { order(id: $id) {
  patient { id } bloodNoiOrder { status noi_order_id } dnaNoiOrder { status noi_order_id }
} }`;

export async function orderAtTheLab(
  app: INestApplication,
  doctor: TestClient,
  admin: TestClient,
): Promise<OrderAtTheLab> {
  const order = await placeShopOrder(app, doctor, { 'bundle-start': 'Bundle' });
  const barcodes = { blood: uniqueBarcode(), dna: uniqueBarcode() };
  for (const [type, barcode] of [
    ['Blood', barcodes.blood],
    ['Dna', barcodes.dna],
  ])
    await doctor.query(`mutation ($input: RegisterSampleInput!) { registerSample(input: $input) { id } }`, {
      input: { id: order.id, type, barcode },
    });
  await admin.query(`mutation ($id: ID!) { markOrderAsPaid(id: $id) { id } }`, { id: order.id });
  type Parts = {
    order: {
      patient: { id: string };
      bloodNoiOrder: { status: string; noi_order_id: string | null };
      dnaNoiOrder: { status: string; noi_order_id: string | null };
    };
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { order: view } = await doctor.query<Parts>(AT_THE_LAB, { id: order.id });
    const blood = view.bloodNoiOrder.noi_order_id;
    const dna = view.dnaNoiOrder.noi_order_id;
    if (blood && dna)
      return {
        orderId: order.id,
        orderNumber: order.order_number,
        patientId: view.patient.id,
        barcodes,
        labOrderIds: { blood, dna },
      };
    if (Date.now() > deadline) throw new Error(`parts not at the lab: ${JSON.stringify(view)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
