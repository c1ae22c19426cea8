import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { type GraphQLObjectType, getNamedType, isLeafType, isNonNullType, isObjectType } from 'graphql';
import { DataSource } from 'typeorm';
import type { GraphqlResponse, TestClient } from '../helpers/client.js';
import { uniqueBarcode } from '../helpers/lab.js';
import { confirmDraft } from '../helpers/orders.js';
import { eventually } from '../helpers/payments.js';
import { createPatient } from '../helpers/patients.js';
import { signedIn } from '../helpers/session.js';
import { newOrderConsents, shopItemIds } from '../helpers/shop.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

/** Fields documented as 'Admins only: …' answer FORBIDDEN to anyone else, by design. */
const isAdminOnly = (description: string | null | undefined) => /^Admins only\b/u.test(description ?? '');

/**
 * Every field of a type taken from the schema itself, so a field added later is asked too: leaves by
 * name, object fields with their own leaves (`depth` levels down). Fields with required arguments are
 * left out (none on Order today); so are the admin-only fields unless `admin`.
 */
export function everyField(type: GraphQLObjectType, depth: number, admin: boolean): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    if (!admin && isAdminOnly(field.description)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (depth > 0 && isObjectType(named))
      parts.push(`${field.name} { ${everyField(named, depth - 1, admin)} }`);
  }
  return parts.length ? parts.join(' ') : '__typename';
}

type Answer = GraphqlResponse<Record<string, { id: string } & Record<string, unknown>>>;

describe('orders: every order mutation answers every field of Order without an error', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let db: DataSource;
  let doctor: Awaited<ReturnType<typeof signedIn>>;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let ids: Record<string, string>;
  let consents: string[];
  let ORDER: string;
  let ORDER_FOR_ADMIN: string;

  beforeAll(async () => {
    app = await createTestApp();
    worker = await startTestWorker();
    db = app.get(DataSource);
    doctor = await signedIn(app);
    admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    ids = await shopItemIds(app);
    consents = await newOrderConsents(doctor.client);
    const schema = app.get(GraphQLSchemaHost).schema;
    const order = schema.getType('Order') as GraphQLObjectType;
    ORDER = everyField(order, 1, false);
    ORDER_FOR_ADMIN = everyField(order, 1, true);
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  /** The mutation's answer with every field of Order; it must come without any error. */
  const run = async (client: TestClient, name: string, args: string, vars: Record<string, unknown>) => {
    const signature = Object.entries(vars)
      .map(([key, value]) => `$${key}: ${(value as { type: string }).type}`)
      .join(', ');
    const values = Object.fromEntries(
      Object.entries(vars).map(([key, value]) => [key, (value as { value: unknown }).value]),
    );
    const fields = client === admin.client ? ORDER_FOR_ADMIN : ORDER;
    const answer: Answer = await client.graphql(
      `mutation ${signature ? `(${signature})` : ''} { ${name}${args} { ${fields} } }`,
      values,
    );
    expect({ name, errors: answer.errors }).toEqual({ name, errors: undefined });
    return answer.data![name];
  };

  const draft = async (client = doctor.client) => {
    const patient = await createPatient(doctor.client);
    const created = await run(client, 'createOrder', '(input: $input)', {
      input: {
        type: 'CreateOrderInput!',
        value: {
          patient: { connect: patient.id },
          items: [
            { item_id: ids['bundle-start'], item_type: 'Bundle', quantity: 1 },
            { item_id: ids['supplements-elements'], item_type: 'CustomProduct', quantity: 1 },
          ],
        },
      },
    });
    return created;
  };
  const placed = async () => {
    const created = await draft();
    await confirmDraft(app, created.id);
    return run(doctor.client, 'placeOrder', '(id: $id, acceptedConsents: { connect: $consents })', {
      id: { type: 'ID!', value: created.id },
      consents: { type: '[ID!]!', value: consents },
    });
  };

  it('asks the whole Order type (a field added later is asked too); the admin also the admin-only fields', () => {
    for (const field of ['noiOrders', 'bloodNoiOrder', 'dnaNoiOrder', 'supplementsNoiOrder', 'bloodSample'])
      expect(ORDER).toContain(field);
    expect(ORDER).toContain('dnaSample');
    expect(ORDER).not.toContain('noiOrderRegistrationResponses');
    expect(ORDER_FOR_ADMIN).toContain('noiOrderRegistrationResponses');
  });

  it('answers an admin’s draft with the admin-only fields too', async () => {
    const created = await draft(admin.client);
    expect(created).toMatchObject({ status: 'Draft', noiOrders: [], noiOrderRegistrationResponses: [] });
  });

  it('answers a draft: no parts, no samples (createOrder, updateOrder, deleteOrder)', async () => {
    const created = await draft();
    expect(created).toMatchObject({
      status: 'Draft',
      noiOrders: [],
      bloodNoiOrder: null,
      dnaNoiOrder: null,
      supplementsNoiOrder: null,
      bloodSample: null,
      dnaSample: null,
    });
    const updated = await run(doctor.client, 'updateOrder', '(input: $input)', {
      input: { type: 'UpdateOrderInput!', value: { id: created.id, order_email: 'neu@example.com' } },
    });
    expect(updated).toMatchObject({ order_email: 'neu@example.com', noiOrders: [], bloodNoiOrder: null });
    const deleted = await run(doctor.client, 'deleteOrder', '(id: $id)', {
      id: { type: 'ID!', value: created.id },
    });
    expect(deleted).toMatchObject({ id: created.id, noiOrders: [], dnaNoiOrder: null });
  });

  it('answers a placed order through its life: place, sample, payment link, paid, fee, invoice storno', async () => {
    const order = await placed();
    expect(order).toMatchObject({
      status: 'OrderPlaced',
      bloodNoiOrder: { status: 'SampleNotRegistered' },
      dnaNoiOrder: { status: 'SampleNotRegistered' },
      supplementsNoiOrder: { status: 'WaitingForResults' },
      bloodSample: { status: 'NotRegistered' },
    });
    expect(order.noiOrders).toHaveLength(3);
    const id = { type: 'ID!', value: order.id };

    const registered = await run(doctor.client, 'registerSample', '(input: $input)', {
      input: {
        type: 'RegisterSampleInput!',
        value: { id: order.id, type: 'Blood', barcode: uniqueBarcode() },
      },
    });
    expect(registered.bloodSample).toMatchObject({ status: 'Registered' });
    await run(doctor.client, 'resendPaymentLink', '(orderId: $id)', { id });
    const paid = await run(admin.client, 'markOrderAsPaid', '(id: $id)', { id });
    expect(paid.payment_status).toBe('Success');
    const [fee] = await db.query<{ id: string }[]>(`SELECT id FROM consulting_fees WHERE order_id = $1`, [
      order.id,
    ]);
    expect(fee).toBeDefined();
    await run(admin.client, 'updateConsultingFee', '(orderId: $id, amount: $amount)', {
      id,
      amount: { type: 'Float!', value: 10 },
    });
    const invoice = await eventually(
      () =>
        db.query<{ guid: string }[]>(
          `SELECT guid FROM billing_documents WHERE order_id = $1 AND kind = 'invoice'`,
          [order.id],
        ),
      (rows) => rows.length > 0,
    );
    const storno = await run(admin.client, 'cancelInvoice', '(id: $guid)', {
      guid: { type: 'String!', value: invoice[0].guid },
    });
    expect(storno.status).toBe('Canceled');
  });

  it('answers a placed order that is cancelled (cancelOrder, deleteOrder)', async () => {
    const first = await placed();
    const cancelled = await run(doctor.client, 'cancelOrder', '(id: $id)', {
      id: { type: 'ID!', value: first.id },
    });
    expect(cancelled).toMatchObject({ status: 'Canceled', bloodNoiOrder: { status: 'Canceled' } });
    const second = await placed();
    const deleted = await run(doctor.client, 'deleteOrder', '(id: $id)', {
      id: { type: 'ID!', value: second.id },
    });
    expect(deleted).toMatchObject({ status: 'Canceled', dnaNoiOrder: { status: 'Canceled' } });
  });
});
