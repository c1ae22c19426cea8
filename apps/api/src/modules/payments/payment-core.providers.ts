import { NotifyDoctorOnLinkExpired } from './link-expired.listener.js';
import { PaymentLinkOnOrderPlaced } from './order-placed.listener.js';
import { PaymentLinksService } from './payment-links.service.js';
import { MolliePaymentProvider } from './provider/mollie/mollie-payment-provider.js';
import { PAYMENT_PROVIDER } from './provider/payment-provider.js';
import { PaymentStatusService } from './services/payment-status.service.js';
import { ProviderSync } from './services/provider-sync.service.js';
import { PaymentInbox } from './webhooks/payment-inbox.service.js';
import { NotifyServiceTeamOnChargeback } from './chargebacks/notify-chargeback.listener.js';
import { PaymentChargebacks } from './chargebacks/payment-chargebacks.service.js';
import { PaymentRefunds } from './refunds/payment-refunds.service.js';
import { RefundOnStorno } from './refunds/refund-on-storno.listener.js';

/** What both processes need: the provider, the links (and OrderPlaced's listener), the inbox, the one place that moves a payment status, refunds and chargebacks. */
export const PAYMENT_CORE_PROVIDERS = [
  { provide: PAYMENT_PROVIDER, useClass: MolliePaymentProvider },
  PaymentLinksService,
  PaymentStatusService,
  ProviderSync,
  PaymentInbox,
  PaymentLinkOnOrderPlaced,
  NotifyDoctorOnLinkExpired,
  PaymentRefunds,
  PaymentChargebacks,
  RefundOnStorno,
  NotifyServiceTeamOnChargeback,
];
