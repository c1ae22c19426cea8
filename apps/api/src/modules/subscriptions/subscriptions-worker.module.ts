import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { MailModule } from '../mail/index.js';
import { OrderWritesModule } from '../orders/index.js';
import { PaymentsWorkerModule } from '../payments/payments-worker.module.js';
import { SubscriptionRenewals } from './jobs/subscription-renewals.service.js';
import { SubscriptionSweep } from './jobs/subscription-sweep.service.js';
import { SubscriptionsProcessor } from './jobs/subscriptions.processor.js';
import { SubscriptionsSchedule } from './jobs/subscriptions.schedule.js';
import { SubscriptionOnOrderPlaced } from './order-placed.listener.js';
import { Subscription } from './subscription.entity.js';

/**
 * Worker side: the sweep every 10 minutes, renewal orders, renewal notices and the 60-day auto-resume.
 * The renewal's orders are written by the orders area (OrderWritesModule); every entity is registered in
 * the worker by src/all-entities.ts (test/subscriptions/worker-only.spec.ts boots the worker alone).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Subscription]),
    AuditModule,
    MailModule,
    PaymentsWorkerModule,
    OrderWritesModule,
  ],
  providers: [
    SubscriptionSweep,
    SubscriptionRenewals,
    SubscriptionsProcessor,
    SubscriptionsSchedule,
    SubscriptionOnOrderPlaced,
  ],
  exports: [SubscriptionSweep, SubscriptionRenewals],
})
export class SubscriptionsWorkerModule {}
