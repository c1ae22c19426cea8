import { isSuccess, postWebhook, type WebhookOutcome } from '../net/webhook-post.js';
import { type PaymentEvent } from './payment.js';
import { type EventRecord } from './payment-record.js';

export interface WebhookDispatcherOptions {
  readonly timeoutMs?: number;
  /** Waits before the 2nd, 3rd… attempt; its length + 1 is the number of attempts. */
  readonly retryDelaysMs?: readonly number[];
}

export interface SentWebhook extends WebhookOutcome {
  readonly event: PaymentEvent;
}

export type ReleaseOrder = 'fifo' | 'reverse';

// Mollie posts only the payment id, form-encoded; the receiver fetches the payment to learn what changed.
const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded' };

/**
 * Sends webhooks (`id=tr_…`) without blocking anyone: each delivery is retried on failure, and each
 * attempt is recorded on its event. Test controls can hold deliveries in
 * a queue and release them later, in either order.
 */
export class WebhookDispatcher {
  private readonly timeoutMs: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly closing = new AbortController();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private queue: EventRecord[] = [];
  private holdAll = false;
  private readonly heldOrderIds = new Set<string>();

  constructor(options: WebhookDispatcherOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.retryDelaysMs = options.retryDelaysMs ?? [1000, 5000, 25_000];
  }

  /** Sends in the background, or queues the event while deliveries are held (or when asked to). */
  dispatch(record: EventRecord, { hold = false } = {}): void {
    if (hold || this.holdAll || (record.orderId !== null && this.heldOrderIds.has(record.orderId))) {
      record.held = true;
      this.queue.push(record);
      return;
    }
    void this.deliver(record);
  }

  /** Sends now; resolves with the first attempt while any retries go on in the background. */
  async deliver(record: EventRecord): Promise<SentWebhook> {
    const outcome = await this.attempt(record, 0);
    return { event: record.event, ...outcome };
  }

  /** One unrecorded attempt. */
  async sendOnce(url: string, body: string): Promise<WebhookOutcome> {
    return postWebhook(url, body, FORM_HEADERS, this.signal());
  }

  /** Holds every delivery, or only those of one order; hold=false without an order id ends all holds. */
  setHold(hold: boolean, orderId?: string): void {
    if (orderId !== undefined) {
      if (hold) this.heldOrderIds.add(orderId);
      else this.heldOrderIds.delete(orderId);
      return;
    }
    this.holdAll = hold;
    if (!hold) this.heldOrderIds.clear();
  }

  /** Sends the queued events (of one order, if given) one after another and reports each first attempt. */
  async release(order: ReleaseOrder, orderId?: string): Promise<SentWebhook[]> {
    const chosen = this.queue.filter((record) => orderId === undefined || record.orderId === orderId);
    this.queue = this.queue.filter((record) => !chosen.includes(record));
    if (order === 'reverse') chosen.reverse();
    const sent: SentWebhook[] = [];
    for (const record of chosen) {
      record.held = false;
      sent.push(await this.deliver(record));
    }
    return sent;
  }

  /** Forgets queued events, holds and pending retries (deliveries in flight still finish). */
  reset(): void {
    this.queue = [];
    this.holdAll = false;
    this.heldOrderIds.clear();
    this.clearRetries();
  }

  close(): void {
    this.closing.abort();
    this.reset();
  }

  private async attempt(record: EventRecord, attemptIndex: number): Promise<WebhookOutcome> {
    const startedAt = new Date();
    const outcome = await postWebhook(record.webhookUrl, record.body, FORM_HEADERS, this.signal());
    record.deliveries.push({
      at: startedAt.toISOString(),
      status: outcome.response?.status ?? null,
      error: outcome.error,
    });
    if (!isSuccess(outcome)) this.scheduleRetry(record, attemptIndex + 1);
    return outcome;
  }

  private scheduleRetry(record: EventRecord, attemptIndex: number): void {
    const delay = this.retryDelaysMs[attemptIndex - 1];
    if (delay === undefined || this.closing.signal.aborted) return;
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      void this.attempt(record, attemptIndex);
    }, delay);
    timer.unref();
    this.retryTimers.add(timer);
  }

  private clearRetries(): void {
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
  }

  private signal(): AbortSignal {
    return AbortSignal.any([this.closing.signal, AbortSignal.timeout(this.timeoutMs)]);
  }
}
