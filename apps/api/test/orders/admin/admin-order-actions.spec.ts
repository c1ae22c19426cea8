import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BillingDocument } from '../../../src/modules/billing/billing-document.entity.js';
import { NoiOrderStatus, PaymentStatus } from '../../../src/modules/orders/order-status.js';
import { Order } from '../../../src/modules/orders/order.entity.js';
import { insertOrder } from '../../helpers/orders.js';
import { createPatient } from '../../helpers/patients.js';
import { Permission } from '@portal/shared-types';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';
import { feeOf, pay, withLines } from '../../consulting-fees/fee-fixtures.js';
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

  it('answers updateConsultingFee with the order as the admin row reads it, parts included', async () => {
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const doctor = await signedIn(app);
    const patient = await createPatient(doctor.client);
    const order = await insertOrder(app, patient.id, {
      parts: { supplements: NoiOrderStatus.WaitingForResults },
    });
    await withLines(app, order.id);
    await pay(app, order.id);
    const result = await admin.client.query<{
      updateConsultingFee: {
        consultingFee: { amount: number; isEditable: boolean };
        supplementsNoiOrder: { status: string };
      };
    }>(
      `mutation ($orderId: ID!, $amount: Float!) { updateConsultingFee(orderId: $orderId, amount: $amount) {
        id payment_status consultingFee { amount isEditable } supplementsNoiOrder { status } noiOrders { id } } }`,
      { orderId: order.id, amount: 12.34 },
    );
    expect(result.updateConsultingFee).toMatchObject({
      consultingFee: { amount: 12.34, isEditable: true },
      supplementsNoiOrder: { status: 'WaitingForResults' },
    });
    expect((await feeOf(app, order.id))?.amount_cents).toBe(1234);
  });
});
