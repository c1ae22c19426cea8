import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<DeliveryScope>();

/**
 * The after-commit deliveries that one piece of work started: a request's handler
 * (EventsSettledInterceptor) or a job (the job worker). A commit made while `run`'s work runs, in
 * anything it awaits, belongs to that scope, and so do the commits of the listeners it delivers to.
 * `settled()` waits for those only: a request does not wait for the listeners of other requests that
 * committed meanwhile.
 */
export class DeliveryScope {
  private readonly pending = new Set<Promise<void>>();

  /** The scope of the work in hand; undefined outside every scope (start-up, a schedule, a test). */
  static current(): DeliveryScope | undefined {
    return storage.getStore();
  }

  run<T>(work: () => T): T {
    return storage.run(this, work);
  }

  track(delivery: Promise<void>): void {
    this.pending.add(delivery);
    const forget = () => this.pending.delete(delivery);
    delivery.then(forget, forget);
  }

  /** Resolves once the deliveries of this scope are done, those they started included. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
