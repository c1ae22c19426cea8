import { currentRequestId, freshRequestId } from '../common/logging/trace-context.js';
import { asTraceCarrier, currentTraceCarrier, type TraceCarrier } from './job-tracing.js';

/**
 * What a job holds in Redis: its payload, the id of the request that caused it and, while tracing is on,
 * the W3C trace context of the span that enqueued it. The handler sees the payload only. A job enqueued
 * while a request or another job runs takes that request id; one enqueued by a schedule or a sweep
 * outside both gets a fresh `job-<uuid>`, so a chain of jobs stays traceable either way.
 */
export interface JobEnvelope<Payload = unknown> {
  readonly envelope: 1;
  readonly requestId: string;
  /** `traceparent` (and `tracestate`): the job's run joins the trace of the request. Absent when off. */
  readonly trace?: TraceCarrier;
  readonly payload: Payload;
}

export function sealEnvelope<Payload>(payload: Payload): JobEnvelope<Payload> {
  const trace = currentTraceCarrier();
  return { envelope: 1, requestId: currentRequestId() ?? freshRequestId(), ...(trace && { trace }), payload };
}

/**
 * The payload, request id and trace context of a job's data. Data without an envelope (a job enqueued
 * before it existed, or added to the queue by hand) is the payload itself, and has neither.
 */
export function openEnvelope(data: unknown): {
  payload: unknown;
  requestId: string | undefined;
  trace: TraceCarrier | undefined;
} {
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as Partial<JobEnvelope>).envelope === 1 &&
    'payload' in data &&
    typeof (data as Partial<JobEnvelope>).requestId === 'string'
  ) {
    const envelope = data as JobEnvelope;
    return {
      payload: envelope.payload,
      requestId: envelope.requestId,
      trace: asTraceCarrier(envelope.trace),
    };
  }
  return { payload: data, requestId: undefined, trace: undefined };
}
