/**
 * A job of some area: the queue it runs on, its name and, as a type only, its payload. Each area
 * declares its own jobs (`<area>.jobs.ts`); the queue layer knows none of them. The worker process is
 * given every area's list (worker.module.ts) and refuses to start when one has no handler. In Redis
 * the payload travels in an envelope with the request id that caused the job (job-envelope.ts); the
 * handler receives the payload alone.
 */
export interface JobDefinition<Payload = unknown> {
  readonly queue: string;
  readonly name: string;
  /** Never set: it only carries the payload type to `enqueue` and the handler. */
  readonly payload?: Payload;
}

export function defineJob<Payload>(queue: string, name: string): JobDefinition<Payload> {
  return { queue, name };
}

/** Injection token of the worker's job list. */
export const WORKER_JOBS = Symbol('WORKER_JOBS');
