import { NotifyDoctorOnLinkExpired } from './link-expired.listener.js';
import { PaymentLinkOnOrderPlaced } from './order-placed.listener.js';
import { PaymentLinksService } from './payment-links.service.js';
import { HttpPaymentProvider } from './provider/http-payment-provider.js';
import { PAYMENT_PROVIDER } from './provider/payment-provider.js';
import { PaymentStatusService } from './services/payment-status.service.js';
import { ProviderSync } from './services/provider-sync.service.js';
import { PaymentInbox } from './webhooks/payment-inbox.service.js';

/** What both processes need: the provider, the links (and OrderPlaced's listener), the inbox and the one place that moves a payment status. */
export const PAYMENT_CORE_PROVIDERS = [
  { provide: PAYMENT_PROVIDER, useClass: HttpPaymentProvider },
  PaymentLinksService,
  PaymentStatusService,
  ProviderSync,
  PaymentInbox,
  PaymentLinkOnOrderPlaced,
  NotifyDoctorOnLinkExpired,
];
