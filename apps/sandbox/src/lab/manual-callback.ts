import { isRecord } from '../payment/checked.js';
import { randomId } from '../payment/random-id.js';
import { type LabEvent, type LabOrderError, type LabOrderStatus, statusesOf } from './lab.js';
import { type LabOrderRecord } from './lab-record.js';
import { signLabWebhook, unixSeconds } from './lab-signature.js';

export interface ManualCallback {
  readonly event: LabEvent;
  readonly body: string;
  /** The Lab-Signature header's value, or null to send none. */
  readonly signature: string | null;
}

/**
 * A hand-made callback for a lab order (test controls): any status of its type, a good, bad or missing
 * signature, an old timestamp, a chosen sequence, or the id of an event sent before (a replay).
 * It changes nothing on the order.
 */
export function buildManualCallback(
  order: LabOrderRecord,
  body: unknown,
  secret: string,
  now = new Date(),
): { ok: true; value: ManualCallback } | { ok: false; error: LabOrderError } {
  const refuse = (field: string, message: string) => ({ ok: false as const, error: { field, message } });
  const { status, signature = 'valid', ageSeconds = 0, eventId, sequence } = isRecord(body) ? body : {};
  if (status !== undefined && !statusesOf(order.type).includes(status as LabOrderStatus)) {
    return refuse('status', `status must be one of ${statusesOf(order.type).join(', ')}.`);
  }
  if (signature !== 'valid' && signature !== 'bad' && signature !== 'missing') {
    return refuse('signature', 'signature must be "valid", "bad" or "missing".');
  }
  if (typeof ageSeconds !== 'number' || !Number.isFinite(ageSeconds) || ageSeconds < 0) {
    return refuse('ageSeconds', 'ageSeconds must be a number from 0.');
  }
  if (eventId !== undefined && (typeof eventId !== 'string' || eventId === '')) {
    return refuse('eventId', 'eventId must be a non-empty string.');
  }
  if (
    sequence !== undefined &&
    (typeof sequence !== 'number' || !Number.isInteger(sequence) || sequence < 0)
  ) {
    return refuse('sequence', 'sequence must be a whole number from 0.');
  }

  const signedAt = new Date(now.getTime() - ageSeconds * 1000);
  const earlier = order.events.find((record) => record.event.id === eventId)?.event;
  const base: LabEvent = earlier ?? {
    id: eventId ?? randomId('evt_', 14),
    type: 'order.status_changed',
    createdAt: signedAt.toISOString(),
    data: {
      labOrderId: order.labOrderId,
      externalOrderNo: order.externalOrderNo,
      status: order.status,
      sequence: order.statusHistory.length,
    },
  };
  const event: LabEvent = {
    ...base,
    data: {
      ...base.data,
      status: (status as LabOrderStatus | undefined) ?? base.data.status,
      sequence: sequence ?? base.data.sequence,
    },
  };
  const json = JSON.stringify(event);
  const timestamp = unixSeconds(signedAt);
  const header =
    signature === 'missing'
      ? null
      : signLabWebhook(signature === 'valid' ? secret : `${secret}_wrong`, timestamp, json);
  return { ok: true, value: { event, body: json, signature: header } };
}
