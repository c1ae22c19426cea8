import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createSandboxApp } from './app.js';
import { LabModule } from './lab/lab-module.js';
import { DEFAULT_LAB_WEBHOOK_SECRET } from './lab/lab-signature.js';
import { MailModule } from './mail/mail-module.js';
import { httpCloser } from './net/http-closer.js';
import { browserHost, listenOn, urlHost } from './net/listen.js';
import { PaymentModule } from './payment/payment-module.js';
import { type SandboxModule } from './sandbox-module.js';
import { DEFAULT_TLS_DIR, loadDevCertificate } from './tls/dev-certificate.js';

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
  Chargeback,
  ChargebackReason,
  ForcedPaymentStatus,
  Link,
  MollieError,
  Payment,
  PaymentAmount,
  PaymentEvent,
  PaymentMethod,
  PaymentMethodId,
  PaymentStatus,
  PaymentWithEvents,
  RecordedPaymentEvent,
  Refund,
  RefundStatus,
  WebhookDeliveryAttempt,
} from './payment/payment.js';
export { DEFAULT_TLS_DIR } from './tls/dev-certificate.js';

/** Lifetime of an open payment: 30 minutes. */
export const DEFAULT_PAYMENT_TTL_SECONDS = 30 * 60;
/** A new refund turns refunded after 1.5 s. */
export const DEFAULT_REFUND_SETTLE_MS = 1500;
export const DEFAULT_MOLLIE_PORT = 3443;

export interface SandboxOptions {
  /** 0 picks a free port. */
  readonly httpPort: number;
  /** 0 picks a free port. */
  readonly smtpPort: number;
  readonly host: string;
  /** HTTPS port of the Mollie API; defaults to DEFAULT_MOLLIE_PORT; 0 picks a free port. */
  readonly molliePort?: number;
  /** Where the development CA and the server certificate are kept and reused; defaults to DEFAULT_TLS_DIR. */
  readonly tlsDir?: string;
  /** Host names the HTTPS certificate carries besides 127.0.0.1, ::1 and localhost (a compose service name). */
  readonly tlsNames?: readonly string[];
  /** Lifetime of an open payment; defaults to DEFAULT_PAYMENT_TTL_SECONDS. */
  readonly paymentTtlSeconds?: number;
  /** A new refund turns refunded after this long; 0 = stays pending; defaults to DEFAULT_REFUND_SETTLE_MS. */
  readonly refundSettleMs?: number;
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
  readonly molliePort: number;
  /** The Mollie API base for @mollie/api-client's apiEndpoint, e.g. "https://127.0.0.1:3443/v2/". */
  readonly mollieApiUrl: string;
  /** PEM of the development CA that issued the HTTPS certificate: the trust anchor for clients. */
  readonly caCertificate: string;
  /** Path of ca.pem (for NODE_EXTRA_CA_CERTS and the like). */
  readonly caFile: string;
  /** Addresses to print, by label. */
  readonly endpoints: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

export async function startSandbox({
  httpPort,
  smtpPort,
  host,
  molliePort = DEFAULT_MOLLIE_PORT,
  tlsDir = DEFAULT_TLS_DIR,
  tlsNames = [],
  paymentTtlSeconds = DEFAULT_PAYMENT_TTL_SECONDS,
  refundSettleMs = DEFAULT_REFUND_SETTLE_MS,
  labWebhookSecret = DEFAULT_LAB_WEBHOOK_SECRET,
  labAutoAdvanceSeconds = 0,
}: SandboxOptions): Promise<RunningSandbox> {
  const tls = await loadDevCertificate(tlsDir, undefined, tlsNames);
  // Links (checkout, method images, API) need the bound ports; set once both servers listen.
  let links = { apiUrl: '', httpUrl: '' };
  const mail = new MailModule({ host, smtpPort });
  const payment = new PaymentModule({
    ttlSeconds: paymentTtlSeconds,
    refundSettleMs,
    bases: () => links,
  });
  const lab = new LabModule({ webhookSecret: labWebhookSecret, autoAdvanceSeconds: labAutoAdvanceSeconds });
  const modules: readonly SandboxModule[] = [mail, payment, lab];
  const server = createServer(createSandboxApp(modules));
  const closeHttp = httpCloser(server);
  const mollieServer = createHttpsServer({ key: tls.key, cert: tls.cert }, payment.createMollieApp());
  const closeMollie = httpCloser(mollieServer, { tls: true });

  const started: SandboxModule[] = [];
  let boundHttpPort: number;
  let boundMolliePort: number;
  try {
    for (const module of modules) {
      await module.start();
      started.push(module);
    }
    boundHttpPort = await listenOn(server, httpPort, host);
    boundMolliePort = await listenOn(mollieServer, molliePort, host);
  } catch (error) {
    await Promise.all([
      ...started.map((module) => module.close()),
      server.listening ? closeHttp() : undefined,
    ]);
    throw error;
  }

  const httpUrl = `http://${urlHost(host)}:${boundHttpPort}`;
  const publicHost = urlHost(browserHost(host));
  links = {
    apiUrl: `https://${publicHost}:${boundMolliePort}/v2/`,
    httpUrl: `http://${publicHost}:${boundHttpPort}`,
  };
  return {
    host,
    httpPort: boundHttpPort,
    smtpPort: mail.smtpPort,
    httpUrl,
    molliePort: boundMolliePort,
    mollieApiUrl: links.apiUrl,
    caCertificate: tls.caCertificate,
    caFile: tls.caFile,
    endpoints: Object.fromEntries(modules.flatMap((module) => Object.entries(module.endpoints(httpUrl)))),
    close: async () => {
      await Promise.all([closeHttp(), closeMollie(), ...modules.map((module) => module.close())]);
    },
  };
}
