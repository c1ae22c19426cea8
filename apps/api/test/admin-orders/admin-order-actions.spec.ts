import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BillingDocument } from '../../src/modules/billing/billing-document.entity.js';
import { PaymentStatus } from '../../src/modules/orders/order-status.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { feeOf, pay, withLines } from '../fees/fee-fixtures.js';
import { nonAdminCallers } from './admin-orders-fixtures.js';

let app: INestApplication;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);

// The doctor and anonymous callers are refused by graphql/mutation-permissions.spec.ts; these are the
// callers that hold some rights but not the admin's, with real orders behind the call.
describe('admin order actions beyond the doctor', () => {
  it('refuses markOrderAsPaid, cancelInvoice and updateConsultingFee to formula managers and impersonating admins, nothing changed', async () => {
    const doctor = await signedIn(app);
    const patient = await createPatient(doctor.client);
    const unpaid = await insertOrder(app, patient.id);
    const paid = await insertOrder(app, patient.id);
    await withLines(app, paid.id);
    await pay(app, paid.id);
    const invoice = await db().getRepository(BillingDocument).findOneByOrFail({ order_id: paid.id });
    const feeBefore = await feeOf(app, paid.id);
    expect(feeBefore).not.toBeNull();

    const callers = await nonAdminCallers(app, (options) => signedIn(app, options));
    const attempts = [
      [`mutation ($id: ID!) { markOrderAsPaid(id: $id) { id } }`, { id: unpaid.id }],
      [`mutation ($id: String!) { cancelInvoice(id: $id) { id } }`, { id: invoice.guid }],
      [
        `mutation ($orderId: ID!, $amount: Float!) { updateConsultingFee(orderId: $orderId, amount: $amount) { id } }`,
        { orderId: paid.id, amount: 1 },
      ],
    ] as const;
    for (const [who, client] of Object.entries(callers))
      for (const [mutation, variables] of attempts) {
        const result = await client.graphql(mutation, variables);
        expect([who, mutation, result.errors?.[0]?.extensions?.code]).toEqual([who, mutation, 'FORBIDDEN']);
      }

    const orders = db().getRepository(Order);
    expect((await orders.findOneByOrFail({ id: unpaid.id })).payment_status).toBe(PaymentStatus.Pending);
    expect((await orders.findOneByOrFail({ id: paid.id })).status).toBe(paid.status);
    expect(await db().getRepository(BillingDocument).countBy({ order_id: paid.id })).toBe(1);
    expect((await feeOf(app, paid.id))?.amount_cents).toBe(feeBefore!.amount_cents);
  });
});
