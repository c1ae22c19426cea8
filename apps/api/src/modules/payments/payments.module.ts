import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/index.js';
import { OrderWritesModule } from '../orders/index.js';
import { InboundEvent } from '../../common/webhooks/inbound-event.entity.js';
import { PayController } from './pay.controller.js';
import { PAYMENT_CORE_PROVIDERS } from './payment-core.providers.js';
import { PaymentLinkResolver } from './payment-link.resolver.js';
import { PaymentLinksService } from './payment-links.service.js';
import { PaymentAttempt } from './payment-attempt.entity.js';
import { PaymentLink } from './payment-link.entity.js';
import { PaymentsResolver } from './payments.resolver.js';
import { PayLinkService } from './services/pay-link.service.js';
import { PaymentOrdersService } from './services/payment-orders.service.js';
import { PaymentWebhookController } from './webhooks/payment-webhook.controller.js';
import { PaymentChargeback } from './chargebacks/payment-chargeback.entity.js';
import { PaymentRefund } from './refunds/payment-refund.entity.js';
import {
  MoneyBackStatisticsResolver,
  OrderMoneyBackResolver,
} from './refunds/payment-money-back.resolver.js';
import { PaymentMethodCatalogue } from './services/payment-method-catalogue.service.js';

/**
 * Payment by link, HTTP side: our stable link and its page's REST calls, checkouts at the provider,
 * the verified webhook and its inbox, and the practice's resend / the admin's mark-as-paid.
 * placeOrder uses PaymentLinksService (createForPlacedOrder in its transaction, sendLinkMail after).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentLink, PaymentAttempt, InboundEvent, PaymentRefund, PaymentChargeback]),
    MailModule,
    OrderWritesModule,
  ],
  controllers: [PayController, PaymentWebhookController],
  providers: [
    ...PAYMENT_CORE_PROVIDERS,
    PayLinkService,
    PaymentOrdersService,
    PaymentsResolver,
    PaymentLinkResolver,
    PaymentMethodCatalogue,
    OrderMoneyBackResolver,
    MoneyBackStatisticsResolver,
  ],
  exports: [PaymentLinksService],
})
export class PaymentsModule {}
