import { type NextFunction, type Request, type Response, type Router } from 'express';
import { type SandboxModule } from '../sandbox-module.js';
import { checkoutPagesRouter } from './checkout-pages.js';
import { FaultBook } from './faults.js';
import { IdempotencyCache } from './idempotency.js';
import { type PaymentRecord, paymentJson, paymentWithEventsJson } from './payment-record.js';
import { PaymentProvider } from './payment-provider.js';
import { providerApiRouter } from './provider-api.js';
import { testControlsRouter } from './test-controls.js';
import { WebhookDispatcher, type WebhookDispatcherOptions } from './webhook-dispatcher.js';

export interface PaymentModuleOptions {
  readonly webhookSecret: string;
  /** Lifetime of a payment created without expiresAt. */
  readonly ttlSeconds: number;
  /** Where browsers reach the sandbox, for checkout links; known once the HTTP server listens. */
  readonly publicUrl: () => string;
  readonly webhooks?: Omit<WebhookDispatcherOptions, 'secret'>;
}

const EXPIRY_TICK_MS = 1000;

/** A Mollie-like payment provider under /payment: API, hosted checkout, signed webhooks, test controls. */
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
    if (options.webhookSecret === '') throw new Error('The payment webhook secret must not be empty');
    this.dispatcher = new WebhookDispatcher({ ...options.webhooks, secret: options.webhookSecret });
    this.provider = new PaymentProvider({ ttlMs: options.ttlSeconds * 1000, dispatcher: this.dispatcher });
  }

  registerRoutes(router: Router): void {
    const json = (record: PaymentRecord) => paymentJson(record, this.checkoutUrl(record.id));
    router.use(
      '/payment/v1',
      providerApiRouter({
        provider: this.provider,
        faults: this.faults,
        idempotency: this.idempotency,
        json,
      }),
    );
    router.use('/payment/checkout', checkoutPagesRouter(this.provider));
    router.use(
      '/payment/test',
      testControlsRouter({
        provider: this.provider,
        dispatcher: this.dispatcher,
        faults: this.faults,
        secret: this.options.webhookSecret,
        json: (record) => paymentWithEventsJson(record, this.checkoutUrl(record.id)),
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
  }

  endpoints(httpUrl: string): Readonly<Record<string, string>> {
    return { 'Payment API': `${httpUrl}/payment/v1`, Payments: `${httpUrl}/payment/test/payments` };
  }

  private reset(): void {
    this.provider.reset();
    this.dispatcher.reset();
    this.faults.clear();
    this.idempotency.clear();
  }

  private checkoutUrl(paymentId: string): string {
    return `${this.options.publicUrl()}/payment/checkout/${encodeURIComponent(paymentId)}`;
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
