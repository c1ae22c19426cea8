import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { Country } from '../catalog/entities/country.entity.js';
import { MailModule } from '../mail/mail.module.js';
import { NumberSeries } from '../numbering/number-series.entity.js';
import { OrderWritesModule } from '../orders/index.js';
import { NoiOrder } from '../orders/noi-order.entity.js';
import { OrderAddress } from '../orders/order-address.entity.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { Order } from '../orders/order.entity.js';
import { Patient } from '../patients/entities/patient.entity.js';
import { PaymentsWorkerModule } from '../payments/payments-worker.module.js';
import { ShopItemRow } from '../shop/entities/shop-item.entity.js';
import { SubscriptionRenewals } from './jobs/subscription-renewals.service.js';
import { SubscriptionSweep } from './jobs/subscription-sweep.service.js';
import { SubscriptionsProcessor } from './jobs/subscriptions.processor.js';
import { SubscriptionsSchedule } from './jobs/subscriptions.schedule.js';
import { SubscriptionOnOrderPlaced } from './order-placed.listener.js';
import { Subscription } from './subscription.entity.js';

/**
 * Worker side: the sweep every 10 minutes, renewal orders, renewal notices and the 60-day auto-resume.
 * Every entity the renewal writes or reads is listed: the worker process knows only what its modules
 * register (test/subscriptions/worker-only.spec.ts boots the worker without the API to prove it).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Subscription,
      Order,
      OrderItem,
      OrderAddress,
      NoiOrder,
      NumberSeries,
      ShopItemRow,
      Country,
      Patient,
    ]),
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
