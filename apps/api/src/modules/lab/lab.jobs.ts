import { defineJob } from '../../queue/job-definition.js';

export const LAB_QUEUE = 'lab';

export interface SendLabOrderPayload {
  noiOrderId: string;
  /** The sample sent (blood, DNA); null for supplements. */
  sampleId: string | null;
}

export interface ProcessLabEventPayload {
  inboundEventId: string;
}

export type SweepLabPayload = Record<string, never>;

/** One part (blood, DNA, supplements) sent to the lab; the job id names the part and its sample. */
export const SendLabOrderJob = defineJob<SendLabOrderPayload>(LAB_QUEUE, 'lab.send-order');
/** One verified callback from the inbox: fetch the lab order back and apply its status. */
export const ProcessLabEventJob = defineJob<ProcessLabEventPayload>(LAB_QUEUE, 'lab.process-event');
/** Reconciliation, once a minute: unsent ready parts are queued, open lab orders fetched back. */
export const SweepLabJob = defineJob<SweepLabPayload>(LAB_QUEUE, 'lab.sweep');

export const LAB_JOBS = [SendLabOrderJob, ProcessLabEventJob, SweepLabJob];

/**
 * Deterministic: the same part with the same sample is one job however often it is queued (after the
 * payment, after the registration, by the sweep). It is also the Idempotency-Key at the lab.
 */
export const labSendJobId = (noiOrderId: string, sampleId: string | null) =>
  `lab-send-${noiOrderId}-${sampleId ?? 'supplements'}`;
export const labEventJobId = (inboundEventId: string) => `lab-event-${inboundEventId}`;
/**
 * The Idempotency-Key of a send at the lab: the job id, and our number for the part so that a database
 * started afresh (development, tests) never meets an answer the lab remembers for an old one.
 */
export const labIdempotencyKey = ({ noiOrderId, sampleId }: SendLabOrderPayload, externalOrderNo: string) =>
  `${labSendJobId(noiOrderId, sampleId)}:${externalOrderNo}`;
