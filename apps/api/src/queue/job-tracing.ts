import {
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
} from '@opentelemetry/api';

/** The W3C trace context of the span that enqueued a job (`traceparent`, maybe `tracestate`). */
export type TraceCarrier = Readonly<Record<string, string>>;

const tracer = trace.getTracer('portal-queue');

/** The current trace context as a carrier for a job's envelope; undefined while tracing is off. */
export function currentTraceCarrier(): TraceCarrier | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length ? carrier : undefined;
}

/** A carrier read back from Redis: an object of strings, or nothing (a job from before, or untraced). */
export function asTraceCarrier(value: unknown): TraceCarrier | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value);
  return entries.length && entries.every(([, item]) => typeof item === 'string')
    ? (value as TraceCarrier)
    : undefined;
}

/** The trace id a carrier names (for a line logged outside the job's own context). */
export function traceIdOf(carrier: TraceCarrier | undefined): string | undefined {
  const extracted = trace.getSpanContext(propagation.extract(context.active(), carrier ?? {}));
  return extracted && trace.isSpanContextValid(extracted) ? extracted.traceId : undefined;
}

async function inSpan<T>(span: Span, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Enqueuing as a producer span: the envelopes sealed inside it carry its context, so the job's run
 * (traceJobRun) becomes its child, in the trace of the request that caused it.
 */
export function traceEnqueue<T>(
  queue: string,
  job: string,
  count: number,
  send: (span: Span) => Promise<T>,
): Promise<T> {
  const attributes: Attributes = {
    'messaging.system': 'bullmq',
    'messaging.operation.type': 'send',
    'messaging.destination.name': queue,
    'messaging.batch.message_count': count,
    'bullmq.job.name': job,
  };
  return tracer.startActiveSpan(`send ${job}`, { kind: SpanKind.PRODUCER, attributes }, (span) =>
    inSpan(span, () => send(span)),
  );
}

/** A job's run as a consumer span, the child of the span that enqueued it (none: a trace of its own). */
export function traceJobRun<T>(
  job: { queue: string; name: string; id: string | undefined; attempt: number; requestId: string },
  carrier: TraceCarrier | undefined,
  run: () => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(context.active(), carrier ?? {});
  const attributes: Attributes = {
    'messaging.system': 'bullmq',
    'messaging.operation.type': 'process',
    'messaging.destination.name': job.queue,
    'bullmq.job.name': job.name,
    'bullmq.job.attempt': job.attempt,
    'portal.request_id': job.requestId,
  };
  if (job.id) attributes['messaging.message.id'] = job.id;
  return tracer.startActiveSpan(
    `process ${job.name}`,
    { kind: SpanKind.CONSUMER, attributes },
    parent,
    (span) => inSpan(span, run),
  );
}
