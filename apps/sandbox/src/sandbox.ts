import { createServer } from 'node:http';
import { createSandboxApp } from './app.js';
import { LabModule } from './lab/lab-module.js';
import { DEFAULT_LAB_WEBHOOK_SECRET } from './lab/lab-signature.js';
import { MailModule } from './mail/mail-module.js';
import { httpCloser } from './net/http-closer.js';
import { browserHost, listenOn, urlHost } from './net/listen.js';
import { PaymentModule } from './payment/payment-module.js';
import { DEFAULT_PAYMENT_WEBHOOK_SECRET } from './payment/webhook-signature.js';
import { type SandboxModule } from './sandbox-module.js';

export type {
  LabCallbackAttempt,
  LabEvent,
  LabIngredient,
  LabOrder,
  LabOrderAccepted,
  LabOrderedProduct,
  LabOrderError,
  LabOrderRefused,
  LabOrderStatus,
  LabOrderType,
  LabOrderWithEvents,
  LabPatient,
  LabStatusChange,
  RecordedLabEvent,
  SampleStatus,
  SupplementStatus,
} from './lab/lab.js';
export { SAMPLE_FLOW, SAMPLE_SIDE_STATUSES, SUPPLEMENT_FLOW, SUPPLEMENT_SIDE_STATUSES } from './lab/lab.js';
export { DEFAULT_LAB_WEBHOOK_SECRET, LAB_SIGNATURE_HEADER, signLabWebhook } from './lab/lab-signature.js';
export type { StoredMail } from './mail/stored-mail.js';
export type {
  FinalPaymentStatus,
  Payment,
  PaymentAmount,
  PaymentEvent,
  PaymentEventType,
  PaymentStatus,
  PaymentWithEvents,
  RecordedPaymentEvent,
  WebhookDeliveryAttempt,
} from './payment/payment.js';
export {
  DEFAULT_PAYMENT_WEBHOOK_SECRET,
  PAYMENT_SIGNATURE_HEADER,
  signPaymentWebhook,
} from './payment/webhook-signature.js';

/** Lifetime of a payment created without expiresAt: 30 minutes. */
export const DEFAULT_PAYMENT_TTL_SECONDS = 30 * 60;

export interface SandboxOptions {
  /** 0 picks a free port. */
  readonly httpPort: number;
  /** 0 picks a free port. */
  readonly smtpPort: number;
  readonly host: string;
  /** Signs payment webhooks; defaults to DEFAULT_PAYMENT_WEBHOOK_SECRET. */
  readonly paymentWebhookSecret?: string;
  /** Lifetime of a payment created without expiresAt; defaults to DEFAULT_PAYMENT_TTL_SECONDS. */
  readonly paymentTtlSeconds?: number;
  /** Signs lab callbacks; defaults to DEFAULT_LAB_WEBHOOK_SECRET. */
  readonly labWebhookSecret?: string;
  /** Moves every open lab order one step per this many seconds; 0 (the default) = off. */
  readonly labAutoAdvanceSeconds?: number;
}

export interface RunningSandbox {
  readonly host: string;
  readonly httpPort: number;
  readonly smtpPort: number;
  readonly httpUrl: string;
  /** Addresses to print, by label. */
  readonly endpoints: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

export async function startSandbox({
  httpPort,
  smtpPort,
  host,
  paymentWebhookSecret = DEFAULT_PAYMENT_WEBHOOK_SECRET,
  paymentTtlSeconds = DEFAULT_PAYMENT_TTL_SECONDS,
  labWebhookSecret = DEFAULT_LAB_WEBHOOK_SECRET,
  labAutoAdvanceSeconds = 0,
}: SandboxOptions): Promise<RunningSandbox> {
  // Checkout links are for browsers, so they need the bound port; set once the server listens.
  let publicUrl = '';
  const mail = new MailModule({ host, smtpPort });
  const payment = new PaymentModule({
    webhookSecret: paymentWebhookSecret,
    ttlSeconds: paymentTtlSeconds,
    publicUrl: () => publicUrl,
  });
  const lab = new LabModule({ webhookSecret: labWebhookSecret, autoAdvanceSeconds: labAutoAdvanceSeconds });
  const modules: readonly SandboxModule[] = [mail, payment, lab];
  const server = createServer(createSandboxApp(modules));
  const closeHttp = httpCloser(server);

  const started: SandboxModule[] = [];
  let boundHttpPort: number;
  try {
    for (const module of modules) {
      await module.start();
      started.push(module);
    }
    boundHttpPort = await listenOn(server, httpPort, host);
  } catch (error) {
    await Promise.all(started.map((module) => module.close()));
    throw error;
  }

  const httpUrl = `http://${urlHost(host)}:${boundHttpPort}`;
  publicUrl = `http://${urlHost(browserHost(host))}:${boundHttpPort}`;
  return {
    host,
    httpPort: boundHttpPort,
    smtpPort: mail.smtpPort,
    httpUrl,
    endpoints: Object.fromEntries(modules.flatMap((module) => Object.entries(module.endpoints(httpUrl)))),
    close: async () => {
      await Promise.all([closeHttp(), ...modules.map((module) => module.close())]);
    },
  };
}
