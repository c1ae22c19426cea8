import { Module } from '@nestjs/common';
import { OrderPaymentStatus } from './order-payment-status.service.js';
import { RenewalOrders } from './renewal-orders.service.js';

/** The orders area's commands other areas call inside their transactions: payment status, renewal orders. */
@Module({ providers: [OrderPaymentStatus, RenewalOrders], exports: [OrderPaymentStatus, RenewalOrders] })
export class OrderWritesModule {}
