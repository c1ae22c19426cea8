import { Module } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import { MailOnOrderShipped } from './order-shipped.listener.js';
import { OrderProgress } from './order-progress.service.js';
import { OrderShipments } from './order-shipments.service.js';
import { OrderCancellation } from './order-cancellation.service.js';
import { OrderPaymentStatus } from './order-payment-status.service.js';
import { RenewalOrders } from './renewal-orders.service.js';

const COMMANDS = [OrderPaymentStatus, RenewalOrders, OrderCancellation, OrderShipments, OrderProgress];

/** The orders area's commands other areas call inside their transactions: payment status, renewals, cancellation,
 * shipment (and the shipment's mail to the patient), progress (fully supplied). */
@Module({ imports: [MailModule], providers: [...COMMANDS, MailOnOrderShipped], exports: COMMANDS })
export class OrderWritesModule {}
