import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { MailModule } from '../mail/index.js';
import { OrderWritesModule } from '../orders/index.js';
import { InboundEvent } from '../../common/webhooks/inbound-event.entity.js';
import { PaymentSweep } from './jobs/payment-sweep.service.js';
import { PaymentsProcessor } from './jobs/payments.processor.js';
import { PaymentsSchedule } from './jobs/payments.schedule.js';
import { PaymentAttempt } from './payment-attempt.entity.js';
import { PaymentLink } from './payment-link.entity.js';
import { PAYMENT_CORE_PROVIDERS } from './payment-core.providers.js';
import { PaymentLinksService } from './payment-links.service.js';
import { PaymentChargeback } from './chargebacks/payment-chargeback.entity.js';
import { PaymentRefund } from './refunds/payment-refund.entity.js';

/** Worker side: applies inbox events, mails links and runs the sweep once a minute. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentLink, PaymentAttempt, InboundEvent, PaymentRefund, PaymentChargeback]),
    AuditModule,
    MailModule,
    OrderWritesModule,
  ],
  providers: [...PAYMENT_CORE_PROVIDERS, PaymentsProcessor, PaymentSweep, PaymentsSchedule],
  exports: [PaymentSweep, PaymentLinksService],
})
export class PaymentsWorkerModule {}
