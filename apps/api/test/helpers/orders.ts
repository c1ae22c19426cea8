import type { INestApplication } from '@nestjs/common';
import { eurosToCents } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { NoiOrder } from '../../src/modules/orders/noi-order.entity.js';
import {
  type NoiOrderStatus,
  type NoiOrderType,
  OrderStatus,
  PaymentStatus,
} from '../../src/modules/orders/order-status.js';
import { orderFingerprint } from '../../src/modules/orders/order-fingerprint.js';
import { OrderQueries } from '../../src/modules/orders/order-queries.service.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { nextOrderNumber } from '../../src/modules/orders/orders.service.js';
import { Patient } from '../../src/modules/patients/entities/patient.entity.js';

export interface OrderOptions {
  status?: OrderStatus;
  /** When it was placed; null keeps it a draft. Default: now. */
  placedAt?: Date | null;
  createdAt?: Date;
  paymentStatus?: PaymentStatus | null;
  /** Gross total in euros. */
  total?: number;
  /** The lab/production parts and their statuses. */
  parts?: Partial<Record<NoiOrderType, NoiOrderStatus>>;
  /** The practice that placed it; default the patient's. */
  medicalCenterId?: string;
  createdByUserId?: string | null;
}

/**
 * One order with its parts, written through the real repositories (createOrder/placeOrder arrive with
 * the orders area; until then tests place orders here).
 */
export async function insertOrder(
  app: INestApplication,
  patientId: string,
  options: OrderOptions = {},
): Promise<Order> {
  return app.get(DataSource).transaction(async (manager) => {
    const patient = await manager.findOneByOrFail(Patient, { id: patientId });
    const placedAt = options.placedAt === undefined ? new Date() : options.placedAt;
    const order = await manager.save(
      manager.create(Order, {
        order_number: placedAt ? await nextOrderNumber(manager) : null,
        patient_id: patient.id,
        medical_center_id: options.medicalCenterId ?? patient.medical_center_id!,
        created_by_user_id: options.createdByUserId ?? patient.created_by_user_id,
        status: options.status ?? (placedAt ? OrderStatus.OrderPlaced : OrderStatus.Draft),
        payment_status:
          options.paymentStatus === undefined
            ? placedAt
              ? PaymentStatus.Pending
              : null
            : options.paymentStatus,
        total_price_cents: eurosToCents(options.total ?? 249.9),
        placed_at: placedAt,
        ...(options.createdAt ? { created_at: options.createdAt } : {}),
      }),
    );
    const parts = Object.entries(options.parts ?? {}) as [NoiOrderType, NoiOrderStatus][];
    if (parts.length)
      await manager.insert(
        NoiOrder,
        parts.map(([type, status]) => ({ order_id: order.id, type, status })),
      );
    return order;
  });
}

/**
 * One placed order with blood, DNA and supplements parts for every patient of a practice, in two
 * statements (list cost tests).
 */
export async function insertOrdersForPractice(app: INestApplication, medicalCenterId: string): Promise<void> {
  const dataSource = app.get(DataSource);
  await dataSource.transaction(async (manager) => {
    await manager.query(
      `INSERT INTO orders (order_number, patient_id, medical_center_id, status, payment_status, total_price_cents, placed_at)
       SELECT 'T-' || substr(md5(random()::text || p.id), 1, 24), p.id, p.medical_center_id, $2, 'Pending', 34990, now()
       FROM patients p WHERE p.medical_center_id = $1`,
      [medicalCenterId, OrderStatus.SampleRegistered],
    );
    await manager.query(
      `INSERT INTO noi_orders (order_id, type, status)
       SELECT o.id, part.type::noi_order_type, part.status::noi_order_status
       FROM orders o CROSS JOIN (VALUES ('blood', 'SampleRegistered'), ('dna', 'SampleNotRegistered'), ('supplements', 'WaitingForResults')) AS part(type, status)
       WHERE o.medical_center_id = $1`,
      [medicalCenterId],
    );
  });
}

/**
 * Records a draft as confirmed exactly as downloading its confirmation PDF does (same fingerprint),
 * without rendering the PDF: for tests about placing, not about the document.
 */
export async function confirmDraft(app: INestApplication, orderId: string): Promise<void> {
  const dataSource = app.get(DataSource);
  const order = await dataSource.getRepository(Order).findOneByOrFail({ id: orderId });
  const { items, addresses } = await app.get(OrderQueries).content(orderId);
  await dataSource
    .getRepository(Order)
    .update({ id: orderId }, { confirmation_fingerprint: orderFingerprint(order, items, addresses) });
}
