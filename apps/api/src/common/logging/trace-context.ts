import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { trace } from '@opentelemetry/api';

/**
 * The request id that caused the work in hand, carried through the async context: a request's id
 * (X-Request-Id, set by pino-http's genReqId), or, in the worker, the id the running job brought in its
 * envelope. A job enqueued here takes it along (queue/job-envelope.ts); a log line written while a job
 * runs carries it with the job's name and id (logContextMixin).
 */
export interface TraceContext {
  readonly requestId: string | undefined;
  /** Set while the worker runs a job. */
  readonly job?: { readonly name: string; readonly id: string | undefined };
}

const storage = new AsyncLocalStorage<TraceContext>();

/** The request id of the current request or job; undefined outside both (a schedule, start-up). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId || undefined;
}

/** The id of work no request caused (a schedule, a sweep, a job from before the envelope). */
export function freshRequestId(): string {
  return `job-${randomUUID()}`;
}

/** Runs a job's handler in its own context: what it logs and enqueues carries the request id. */
export function runInJobContext<T>(
  requestId: string,
  job: { name: string; id: string | undefined },
  run: () => T,
): T {
  return storage.run({ requestId, job }, run);
}

/**
 * HTTP middleware: the rest of the request runs in a context that knows its id. Read lazily, so that
 * the order against pino-http's middleware (which sets `req.id`) does not matter.
 */
export function requestContextMiddleware(
  req: IncomingMessage & { id?: unknown },
  _res: ServerResponse,
  next: () => void,
): void {
  storage.run(
    {
      get requestId() {
        return typeof req.id === 'string' ? req.id : undefined;
      },
    },
    next,
  );
}

/** The ids of the active span (a request's, a job's or one below them) while tracing is on. */
function activeSpanIds(): { traceId: string; spanId: string } | Record<string, never> {
  const span = trace.getActiveSpan()?.spanContext();
  return span && trace.isSpanContextValid(span) ? { traceId: span.traceId, spanId: span.spanId } : {};
}

/**
 * pino's mixin: a line written while a job runs carries `requestId`, `job` and `jobId`. A request's lines
 * already carry `requestId` through pino-http's request logger, so nothing is added there. While tracing
 * is on, every line written in a request or a job also carries `traceId` and `spanId` (the same trace in
 * the API and the worker), to go from a log line to its trace and back.
 */
export function logContextMixin(): Record<string, unknown> {
  const store = storage.getStore();
  if (!store?.job) return activeSpanIds();
  return { requestId: store.requestId, job: store.job.name, jobId: store.job.id, ...activeSpanIds() };
}
