import { isSuccess, postWebhook, type WebhookOutcome } from '../net/webhook-post.js';
import { type LabEvent } from './lab.js';
import { type LabEventRecord, matchesPrefix } from './lab-record.js';
import { LAB_SIGNATURE_HEADER, signLabWebhook, unixSeconds } from './lab-signature.js';

export interface CallbackDispatcherOptions {
  readonly secret: string;
  readonly timeoutMs?: number;
  /** Waits before the 2nd, 3rd… attempt; its length + 1 is the number of attempts. */
  readonly retryDelaysMs?: readonly number[];
}

export interface SentCallback extends WebhookOutcome {
  readonly event: LabEvent;
}

export type ReleaseOrder = 'fifo' | 'reverse';

/**
 * Sends status-change callbacks without blocking anyone: signed
 * afresh per attempt, retried on failure, every attempt recorded. Test controls can hold deliveries
 * (all, or those of orders whose externalOrderNo starts with a prefix) and release them in either order.
 */
export class CallbackDispatcher {
  private readonly timeoutMs: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly closing = new AbortController();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private queue: LabEventRecord[] = [];
  private holdAll = false;
  private readonly heldPrefixes = new Set<string>();

  constructor(private readonly options: CallbackDispatcherOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.retryDelaysMs = options.retryDelaysMs ?? [1000, 5000, 25_000];
  }

  /** Sends in the background, or queues the event while deliveries are held. */
  dispatch(record: LabEventRecord): void {
    if (this.isHeld(record.externalOrderNo)) {
      record.held = true;
      this.queue.push(record);
      return;
    }
    void this.deliver(record);
  }

  /** Sends now; resolves with the first attempt while any retries go on in the background. */
  async deliver(record: LabEventRecord): Promise<SentCallback> {
    const outcome = await this.attempt(record, 0);
    return { event: record.event, ...outcome };
  }

  /** One unrecorded attempt with a signature header of the caller's choice (null: none). */
  async sendOnce(url: string, body: string, signature: string | null): Promise<WebhookOutcome> {
    return postWebhook(url, body, callbackHeaders(signature), this.signal());
  }

  /** Holds every delivery, or those of one prefix; hold=false without a prefix ends all holds. */
  setHold(hold: boolean, prefix?: string): void {
    if (prefix !== undefined) {
      if (hold) this.heldPrefixes.add(prefix);
      else this.heldPrefixes.delete(prefix);
      return;
    }
    this.holdAll = hold;
    if (!hold) this.heldPrefixes.clear();
  }

  /** Sends the queued events (of matching orders) one after another and reports each first attempt. */
  async release(order: ReleaseOrder, prefix?: string): Promise<SentCallback[]> {
    const chosen = this.queue.filter((record) => matchesPrefix(record.externalOrderNo, prefix));
    this.queue = this.queue.filter((record) => !chosen.includes(record));
    if (order === 'reverse') chosen.reverse();
    const sent: SentCallback[] = [];
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
    this.heldPrefixes.clear();
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
  }

  close(): void {
    this.closing.abort();
    this.reset();
  }

  private isHeld(externalOrderNo: string): boolean {
    if (this.holdAll) return true;
    for (const prefix of this.heldPrefixes) if (externalOrderNo.startsWith(prefix)) return true;
    return false;
  }

  private async attempt(record: LabEventRecord, attemptIndex: number): Promise<WebhookOutcome> {
    const startedAt = new Date();
    const signature = signLabWebhook(this.options.secret, unixSeconds(startedAt), record.body);
    const outcome = await postWebhook(
      record.callbackUrl,
      record.body,
      callbackHeaders(signature),
      this.signal(),
    );
    record.deliveries.push({
      at: startedAt.toISOString(),
      status: outcome.response?.status ?? null,
      error: outcome.error,
    });
    if (!isSuccess(outcome)) this.scheduleRetry(record, attemptIndex + 1);
    return outcome;
  }

  private scheduleRetry(record: LabEventRecord, attemptIndex: number): void {
    const delay = this.retryDelaysMs[attemptIndex - 1];
    if (delay === undefined || this.closing.signal.aborted) return;
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      void this.attempt(record, attemptIndex);
    }, delay);
    timer.unref();
    this.retryTimers.add(timer);
  }

  private signal(): AbortSignal {
    return AbortSignal.any([this.closing.signal, AbortSignal.timeout(this.timeoutMs)]);
  }
}

function callbackHeaders(signature: string | null): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    ...(signature === null ? {} : { [LAB_SIGNATURE_HEADER]: signature }),
  };
}
