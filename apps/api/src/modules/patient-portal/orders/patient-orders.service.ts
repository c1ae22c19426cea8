import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros, type PaymentStatus } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock.js';
import { AppConfig } from '../../../config/app-config.js';
import { billingDocumentsOfOrders, type OrderBillingDocuments } from '../../billing/index.js';
import { OrderStatus, placedOrdersOfPatient } from '../../orders/index.js';
import { openPaymentPaths } from '../../payments/index.js';

/** One order as the patient's orders page shows it. */
export interface PatientOrderView {
  id: string;
  orderNumber: string | null;
  /** When it was placed (ISO). */
  placedAt: string;
  items: string[];
  /** Gross total in euros. */
  total: number;
  /** The order's status as the doctor sees it (the GraphQL OrderStatus names: OrderPlaced, OrderShipped …). */
  status: string;
  /** The PaymentStatus values (Pending, Success …); null until a payment link was sent. */
  paymentStatus: PaymentStatus | null;
  shipment: { carrier: string; number: string; trackingUrl: string | null } | null;
  documents: OrderBillingDocuments;
  /** `/pay/<token>` on the main site while the payment is open and its link usable; else null. */
  paymentUrl: string | null;
}

/**
 * The session patient's placed orders, newest first (issue 34, point 3): four statements whatever the number
 * of orders (orders, their lines, their billing documents, their payment links).
 */
@Injectable()
export class PatientOrders {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async list(patientId: string): Promise<PatientOrderView[]> {
    const manager = this.dataSource.manager;
    const rows = await placedOrdersOfPatient(manager, patientId);
    const orders = rows.map((row) => row.order);
    const ids = orders.map((order) => order.id);
    const [documents, paymentPaths] = await Promise.all([
      billingDocumentsOfOrders(manager, ids),
      openPaymentPaths(manager, this.config.appKey, orders, this.clock.now()),
    ]);
    return rows.map(({ order, itemNames }) => ({
      id: order.id,
      orderNumber: order.order_number,
      placedAt: order.placed_at!.toISOString(),
      items: itemNames,
      total: centsToEuros(order.total_price_cents),
      status: OrderStatus[order.status],
      paymentStatus: order.payment_status,
      shipment:
        order.shipment_number && order.shipment_carrier
          ? {
              carrier: order.shipment_carrier,
              number: order.shipment_number,
              trackingUrl: order.shipment_tracking_url,
            }
          : null,
      documents: documents.get(order.id)!,
      // A cancelled order is not paid any more, whatever its payment status still says.
      paymentUrl: order.status === OrderStatus.Canceled ? null : (paymentPaths.get(order.id) ?? null),
    }));
  }
}
