import { Module } from '@nestjs/common';
import { OrderPaymentStatus } from './order-payment-status.service.js';

/** The orders area's commands other areas call inside their transactions (the payment status). */
@Module({ providers: [OrderPaymentStatus], exports: [OrderPaymentStatus] })
export class OrderWritesModule {}
