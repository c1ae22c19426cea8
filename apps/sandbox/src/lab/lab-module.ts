import { type Router } from 'express';
import { IdempotencyCache } from '../payment/idempotency.js';
import { answerBodyErrors } from '../payment/payment-module.js';
import { type SandboxModule } from '../sandbox-module.js';
import { CallbackDispatcher, type CallbackDispatcherOptions } from './callback-dispatcher.js';
import { labApiRouter } from './lab-api.js';
import { LabFaultBook } from './lab-faults.js';
import { LabPartner } from './lab-partner.js';
import { labTestControlsRouter } from './test-controls.js';

export interface LabModuleOptions {
  readonly webhookSecret: string;
  /** Moves every open lab order one step per this many seconds; 0 = off. */
  readonly autoAdvanceSeconds: number;
  readonly callbacks?: Omit<CallbackDispatcherOptions, 'secret'>;
}

/** The lab / production partner under /lab: order registration, signed status callbacks, test controls. */
export class LabModule implements SandboxModule {
  readonly name = 'lab';
  private readonly dispatcher: CallbackDispatcher;
  private readonly partner: LabPartner;
  private readonly faults = new LabFaultBook();
  private readonly idempotency = new IdempotencyCache();
  private autoAdvanceTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: LabModuleOptions) {
    if (options.webhookSecret === '') throw new Error('The lab webhook secret must not be empty');
    if (!(options.autoAdvanceSeconds >= 0))
      throw new Error(`The lab auto-advance interval must be 0 or more, got ${options.autoAdvanceSeconds}`);
    this.dispatcher = new CallbackDispatcher({ ...options.callbacks, secret: options.webhookSecret });
    this.partner = new LabPartner(this.dispatcher);
  }

  registerRoutes(router: Router): void {
    router.use(
      '/lab/v1',
      labApiRouter({ partner: this.partner, faults: this.faults, idempotency: this.idempotency }),
    );
    router.use(
      '/lab/test',
      labTestControlsRouter({
        partner: this.partner,
        dispatcher: this.dispatcher,
        faults: this.faults,
        secret: this.options.webhookSecret,
        reset: () => this.reset(),
      }),
    );
    router.use('/lab', answerBodyErrors);
  }

  async start(): Promise<void> {
    if (this.options.autoAdvanceSeconds > 0) {
      this.autoAdvanceTimer = setInterval(
        () => this.partner.advanceAll(),
        this.options.autoAdvanceSeconds * 1000,
      );
      this.autoAdvanceTimer.unref();
    }
  }

  async close(): Promise<void> {
    clearInterval(this.autoAdvanceTimer);
    this.autoAdvanceTimer = undefined;
    this.dispatcher.close();
    this.faults.close();
  }

  endpoints(httpUrl: string): Readonly<Record<string, string>> {
    return { 'Lab API': `${httpUrl}/lab/v1`, 'Lab orders': `${httpUrl}/lab/test/orders` };
  }

  private reset(): void {
    this.partner.reset();
    this.dispatcher.reset();
    this.faults.clear();
    this.idempotency.clear();
  }
}
