import { type Express, type NextFunction, type Request, type Response, type Router } from 'express';
import { type SandboxModule } from '../sandbox-module.js';
import { checkoutPagesRouter } from './checkout-pages.js';
import { FaultBook } from './faults.js';
import { IdempotencyCache } from './idempotency.js';
import { methodBadgesRouter } from './method-badges.js';
import { createMollieApp } from './mollie-app.js';
import { chargebackJson, type LinkBases, paymentWithEventsJson, refundJson } from './payment-json.js';
import { PaymentProvider } from './payment-provider.js';
import { testControlsRouter } from './test-controls.js';
import { WebhookDispatcher, type WebhookDispatcherOptions } from './webhook-dispatcher.js';

export interface PaymentModuleOptions {
  /** Lifetime of an open payment. */
  readonly ttlSeconds: number;
  /** A new refund turns refunded after this long; 0 = it stays pending until a test control moves it. */
  readonly refundSettleMs: number;
  /** Where links point (checkout, badges, API); known once both servers listen. */
  readonly bases: () => LinkBases;
  readonly webhooks?: WebhookDispatcherOptions;
}

const EXPIRY_TICK_MS = 1000;

/**
 * A payment provider speaking a subset of Mollie API v2 (served over HTTPS by the sandbox), with a
 * hosted checkout, form-encoded webhooks and test controls under /payment on the HTTP server.
 */
export class PaymentModule implements SandboxModule {
  readonly name = 'payment';
  private readonly dispatcher: WebhookDispatcher;
  private readonly provider: PaymentProvider;
  private readonly faults = new FaultBook();
  private readonly idempotency = new IdempotencyCache();
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: PaymentModuleOptions) {
    if (!(options.ttlSeconds > 0))
      throw new Error(`The payment lifetime must be positive, got ${options.ttlSeconds}`);
    if (!(options.refundSettleMs >= 0))
      throw new Error(`The refund settle time must be 0 or more, got ${options.refundSettleMs}`);
    this.dispatcher = new WebhookDispatcher(options.webhooks);
    this.provider = new PaymentProvider({
      ttlMs: options.ttlSeconds * 1000,
      refundSettleMs: options.refundSettleMs,
      dispatcher: this.dispatcher,
    });
  }

  /** The Mollie API v2 app, for the HTTPS server. */
  createMollieApp(): Express {
    return createMollieApp({
      provider: this.provider,
      faults: this.faults,
      idempotency: this.idempotency,
      bases: this.options.bases,
    });
  }

  registerRoutes(router: Router): void {
    const bases = this.options.bases;
    router.use('/payment/checkout', checkoutPagesRouter(this.provider));
    router.use('/payment/methods', methodBadgesRouter());
    router.use(
      '/payment/test',
      testControlsRouter({
        provider: this.provider,
        dispatcher: this.dispatcher,
        faults: this.faults,
        json: (record) => paymentWithEventsJson(record, bases()),
        refundJson: (refund) => refundJson(refund, bases()),
        chargebackJson: (chargeback) => chargebackJson(chargeback, bases()),
        reset: () => this.reset(),
      }),
    );
    router.use('/payment', answerBodyErrors);
  }

  async start(): Promise<void> {
    this.expiryTimer = setInterval(() => this.provider.expireDue(), EXPIRY_TICK_MS);
    this.expiryTimer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.expiryTimer);
    this.expiryTimer = undefined;
    this.dispatcher.close();
    this.faults.close();
    this.provider.reset();
  }

  endpoints(httpUrl: string): Readonly<Record<string, string>> {
    return { 'Mollie API': this.options.bases().apiUrl, Payments: `${httpUrl}/payment/test/payments` };
  }

  private reset(): void {
    this.provider.reset();
    this.dispatcher.reset();
    this.faults.clear();
    this.idempotency.clear();
  }
}

// body-parser marks its errors with an HTTP status; anything else is the app's 500.
export function answerBodyErrors(
  error: unknown,
  _request: Request,
  response: Response,
  next: NextFunction,
): void {
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) {
    next(error);
    return;
  }
  const message =
    type === 'entity.parse.failed'
      ? 'The body is not valid JSON.'
      : status === 413
        ? 'The body is too large.'
        : 'The body could not be read.';
  response.status(status).json({ error: message });
}
