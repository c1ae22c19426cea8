import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { Order } from '../orders/order.entity.js';
import { Patient } from '../patients/entities/patient.entity.js';
import { PaymentsWorkerModule } from '../payments/payments-worker.module.js';
import { SubscriptionRenewals } from './jobs/subscription-renewals.service.js';
import { SubscriptionSweep } from './jobs/subscription-sweep.service.js';
import { SubscriptionsProcessor } from './jobs/subscriptions.processor.js';
import { SubscriptionsSchedule } from './jobs/subscriptions.schedule.js';
import { Subscription } from './subscription.entity.js';

/** Worker side: the sweep every 10 minutes, renewal orders, renewal notices and the 60-day auto-resume. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Subscription, Order, Patient]),
    AuditModule,
    MailModule,
    PaymentsWorkerModule,
  ],
  providers: [SubscriptionSweep, SubscriptionRenewals, SubscriptionsProcessor, SubscriptionsSchedule],
  exports: [SubscriptionSweep, SubscriptionRenewals],
})
export class SubscriptionsWorkerModule {}
