import { type Checked, isRecord, refuse } from './checked.js';
import { isFinalStatus, type PaymentEvent, type PaymentEventType } from './payment.js';
import { type PaymentRecord } from './payment-record.js';
import { randomId } from './random-id.js';
import { signPaymentWebhook, unixSeconds } from './webhook-signature.js';

export interface ManualWebhook {
  readonly event: PaymentEvent;
  readonly body: string;
  /** The Payment-Signature header's value, or null to send none. */
  readonly signature: string | null;
}

/**
 * A hand-made webhook for a payment (test controls): a chosen type, a good, bad or missing
 * signature, an old timestamp, or the id of an event sent before (a replay).
 */
export function buildManualWebhook(
  payment: PaymentRecord,
  body: unknown,
  secret: string,
  now = new Date(),
): Checked<ManualWebhook> {
  const request = isRecord(body) ? body : {};
  const { type, signature = 'valid', ageSeconds = 0, eventId } = request;
  if (type !== undefined && !isEventType(type)) {
    return refuse('type', 'type must be payment.paid, payment.failed, payment.canceled or payment.expired.');
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

  const signedAt = new Date(now.getTime() - ageSeconds * 1000);
  const earlier = payment.events.find((record) => record.event.id === eventId)?.event;
  const event: PaymentEvent = earlier
    ? { ...earlier, type: type ?? earlier.type }
    : {
        id: eventId ?? randomId('evt_', 14),
        type: type ?? (isFinalStatus(payment.status) ? `payment.${payment.status}` : 'payment.paid'),
        createdAt: signedAt.toISOString(),
        data: { id: payment.id },
      };
  const json = JSON.stringify(event);
  const timestamp = unixSeconds(signedAt);
  const header =
    signature === 'missing'
      ? null
      : signPaymentWebhook(signature === 'valid' ? secret : `${secret}_wrong`, timestamp, json);
  return { ok: true, value: { event, body: json, signature: header } };
}

function isEventType(value: unknown): value is PaymentEventType {
  return (
    typeof value === 'string' && value.startsWith('payment.') && isFinalStatus(value.slice('payment.'.length))
  );
}
