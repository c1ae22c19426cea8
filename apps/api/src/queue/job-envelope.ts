import { currentRequestId, freshRequestId } from '../common/logging/trace-context.js';

/**
 * What a job holds in Redis: its payload and the id of the request that caused it. The handler sees
 * the payload only. A job enqueued while a request or another job runs takes that request id; one
 * enqueued by a schedule or a sweep outside both gets a fresh `job-<uuid>`, so a chain of jobs stays
 * traceable either way.
 */
export interface JobEnvelope<Payload = unknown> {
  readonly envelope: 1;
  readonly requestId: string;
  readonly payload: Payload;
}

export function sealEnvelope<Payload>(payload: Payload): JobEnvelope<Payload> {
  return { envelope: 1, requestId: currentRequestId() ?? freshRequestId(), payload };
}

/**
 * The payload and request id of a job's data. Data without an envelope (a job enqueued before it
 * existed, or added to the queue by hand) is the payload itself, and has no request id.
 */
export function openEnvelope(data: unknown): { payload: unknown; requestId: string | undefined } {
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as Partial<JobEnvelope>).envelope === 1 &&
    'payload' in data &&
    typeof (data as Partial<JobEnvelope>).requestId === 'string'
  ) {
    const envelope = data as JobEnvelope;
    return { payload: envelope.payload, requestId: envelope.requestId };
  }
  return { payload: data, requestId: undefined };
}
