import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PartnershipModel } from '../../src/modules/catalog/entities/partnership-model.entity.js';
import { ConsultingFee } from '../../src/modules/consulting-fees/consulting-fee.entity.js';
import { PaymentStatus } from '../../src/modules/orders/order-status.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { PaymentStatusService } from '../../src/modules/payments/services/payment-status.service.js';
import { DomainEvents } from '../../src/events/index.js';
import { lockOrder } from '../../src/modules/orders/index.js';
import type { TestClient } from '../helpers/client.js';

/** A partnership model's key: the seeded ones, or one a test inserts. */
export type ModelKey = string | null;

/**
 * Gives a placed order two lines, as placeOrder prices them: an analysis of 119.00 € gross (19 % VAT)
 * and a supplement of 107.00 € (7 %), net 100.00 € each, and the partnership model it was placed under.
 */
export async function withLines(app: INestApplication, orderId: string, model: ModelKey = 'consulting-fee') {
  const db = app.get(DataSource);
  const [analysis] = await db.query<{ id: string; kind: string }[]>(
    `SELECT id, kind FROM shop_items WHERE type <> 'Supplements' ORDER BY id LIMIT 1`,
  );
  const [supplement] = await db.query<{ id: string; kind: string }[]>(
    `SELECT id, kind FROM shop_items WHERE type = 'Supplements' ORDER BY id LIMIT 1`,
  );
  await db.query(
    `INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category,
       vat_rate_bp, original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
     VALUES ($1, 0, $2, $3, $2, 1, 'Analyses', 1900, 11900, 0, 11900, 1900),
            ($1, 1, $4, $5, $4, 1, 'Supplements', 700, 10700, 0, 10700, 700)`,
    [orderId, analysis.id, analysis.kind, supplement.id, supplement.kind],
  );
  const modelId = model
    ? (await db.getRepository(PartnershipModel).findOneByOrFail({ key: model })).id
    : null;
  await db.getRepository(Order).update(orderId, {
    original_price_cents: 22600,
    total_price_cents: 22600,
    tax_amount_cents: 2600,
    partnership_model_id: modelId,
  });
}

/** The payment succeeds the way every source makes it succeed: PaymentStatusService.changeStatus under the order's lock. */
export async function pay(app: INestApplication, orderId: string): Promise<void> {
  const status = app.get(PaymentStatusService);
  await app.get(DataSource).transaction(async (manager) => {
    const locked = await lockOrder(manager, orderId);
    await status.changeStatus(manager, locked!, PaymentStatus.Success, 'manual');
  });
  // OrderPaid's after-commit listener (the lab dispatch) runs once this transaction has committed.
  await app.get(DomainEvents).settled();
}

export const feeOf = (app: INestApplication, orderId: string) =>
  app.get(DataSource).getRepository(ConsultingFee).findOneBy({ order_id: orderId });

export const feesOf = (app: INestApplication, orderId: string) =>
  app.get(DataSource).getRepository(ConsultingFee).findBy({ order_id: orderId });

export interface FeeRow {
  id: string;
  amount: number;
  status: string;
  isEditable: boolean;
  paid_at: string | null;
  generated_at: string | null;
  order: {
    id: string;
    order_number: string;
    created_at: string;
    patient: { first_name: string; last_name: string };
  };
}

const FEE = `id amount status isEditable paid_at generated_at
  order { id order_number created_at total_price patient { first_name last_name } partnershipModel { id name } }`;

export const CONSULTING_FEES = `query ($first: Int, $page: Int, $search: String, $status: ConsultingFeeStatus,
    $orderBy: [ConsultingFeesOrderByClause!], $doctorId: ID) {
  consultingFees(first: $first, page: $page, search: $search, status: $status, orderBy: $orderBy, doctorId: $doctorId) {
    data { ${FEE} }
    paginatorInfo { total lastPage hasMorePages currentPage }
  }
}`;

export const FINANCIAL_STATISTICS = `query ($doctorId: ID) {
  financialStatistics(doctorId: $doctorId) { totalEarned totalEarnedThisMonth openConsultingFees }
}`;

export const GET_BILLING_DETAILS = `{ getBillingDetails { account_holder iban } }`;

export const ORDER_FEE = `query ($id: ID!) { order(id: $id) { id consultingFee { id amount isEditable status } } }`;

export const UPDATE_CONSULTING_FEE = `mutation ($orderId: ID!, $amount: Float!) {
  updateConsultingFee(orderId: $orderId, amount: $amount) { id consultingFee { id amount isEditable } }
}`;

export interface FeePage {
  consultingFees: {
    data: FeeRow[];
    paginatorInfo: { total: number; lastPage: number; hasMorePages: boolean };
  };
}

export const listFees = (client: TestClient, variables: Record<string, unknown> = {}) =>
  client.query<FeePage>(CONSULTING_FEES, variables).then((data) => data.consultingFees);

export const statisticsOf = (client: TestClient, variables: Record<string, unknown> = {}) =>
  client
    .query<{
      financialStatistics: { totalEarned: number; totalEarnedThisMonth: number; openConsultingFees: number };
    }>(FINANCIAL_STATISTICS, variables)
    .then((data) => data.financialStatistics);

export const GENERATE_CREDIT_NOTE = `mutation ($doctorId: ID!) {
  generateCreditNote(doctorId: $doctorId) { id number amount status generated_at paid_at }
}`;

/**
 * Makes the doctor's practice ready for Gutschriften (issue 31, point 4): a stated tax status (German small
 * business with a Steuernummer) and the self-billing agreement accepted by the doctor, unless done before.
 */
export async function readyForCreditNotes(app: INestApplication, doctorId: string): Promise<void> {
  const db = app.get(DataSource);
  const [doctor] = await db.query<{ user_id: string; medical_center_id: string }[]>(
    `SELECT u.id AS user_id, u.medical_center_id FROM doctors d JOIN users u ON u.id = d.user_id WHERE d.id = $1`,
    [doctorId],
  );
  if (!doctor?.medical_center_id) return;
  await db.query(
    `UPDATE medical_centers SET tax_status = 'de_small_business', billing_tax_number = '12/345/67890'
     WHERE id = $1 AND tax_status IS NULL`,
    [doctor.medical_center_id],
  );
  await db.query(
    `INSERT INTO consent_acceptances (consent_version_id, type, subject_type, subject_id, accepted_by_user_id)
     SELECT v.id, 'SelfBilling', 'medical_center', $1, $2
     FROM consents c JOIN consent_versions v ON v.consent_id = c.id AND v.version = c.version
     WHERE c.type = 'SelfBilling'
       AND NOT EXISTS (SELECT 1 FROM consent_acceptances a
                       WHERE a.type = 'SelfBilling' AND a.subject_type = 'medical_center' AND a.subject_id = $1)
     LIMIT 1`,
    [doctor.medical_center_id, doctor.user_id],
  );
}

/** A credit note for the doctor, generated by an admin as the admin screen does; answers its id and number. */
export async function generateCreditNote(app: INestApplication, adminClient: TestClient, doctorId: string) {
  await readyForCreditNotes(app, doctorId);
  const data = await adminClient.query<{
    generateCreditNote: { id: string; number: string; amount: number };
  }>(GENERATE_CREDIT_NOTE, { doctorId });
  return data.generateCreditNote;
}
