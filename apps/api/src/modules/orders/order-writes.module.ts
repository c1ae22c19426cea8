import { Module } from '@nestjs/common';
import { OrderCancellation } from './order-cancellation.service.js';
import { OrderPaymentStatus } from './order-payment-status.service.js';
import { RenewalOrders } from './renewal-orders.service.js';

const COMMANDS = [OrderPaymentStatus, RenewalOrders, OrderCancellation];

/** The orders area's commands other areas call inside their transactions: payment status, renewals, cancellation. */
@Module({ providers: COMMANDS, exports: COMMANDS })
export class OrderWritesModule {}
