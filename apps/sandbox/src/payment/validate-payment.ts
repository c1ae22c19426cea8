import { isAmountValue } from './amount.js';
import { type Checked, isRecord, refuse } from './checked.js';
import { type PaymentAmount } from './payment.js';

export interface PaymentInput {
  readonly amount: PaymentAmount;
  readonly description: string;
  readonly redirectUrl: string;
  readonly webhookUrl: string;
  readonly metadata: Readonly<Record<string, unknown>> | null;
  /** ISO 8601, or null for the default lifetime. */
  readonly expiresAt: string | null;
}

const DESCRIPTION_MAX_LENGTH = 255;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The create-payment body, or the first field that is wrong. */
export function validatePaymentInput(body: unknown, now: Date): Checked<PaymentInput> {
  if (!isRecord(body)) return refuse('body', 'Send a JSON object.');
  const { amount, description, redirectUrl, webhookUrl, metadata, expiresAt } = body;

  if (!isRecord(amount)) return refuse('amount', 'amount must be { currency, value }.');
  if (amount.currency !== 'EUR') return refuse('amount.currency', 'Only EUR is supported.');
  if (typeof amount.value !== 'string' || !isAmountValue(amount.value)) {
    return refuse('amount.value', 'amount.value must be a string like "123.45", more than zero.');
  }
  if (typeof description !== 'string' || description.trim() === '') {
    return refuse('description', 'description is required.');
  }
  if (description.length > DESCRIPTION_MAX_LENGTH) {
    return refuse('description', `description may have at most ${DESCRIPTION_MAX_LENGTH} characters.`);
  }
  if (!isHttpUrl(redirectUrl)) return refuse('redirectUrl', 'redirectUrl must be an http(s) URL.');
  if (!isHttpUrl(webhookUrl)) return refuse('webhookUrl', 'webhookUrl must be an http(s) URL.');
  if (metadata !== undefined && metadata !== null && !isRecord(metadata)) {
    return refuse('metadata', 'metadata must be an object.');
  }

  let expiry: string | null = null;
  if (expiresAt !== undefined && expiresAt !== null) {
    const time = typeof expiresAt === 'string' && ISO_DATE_TIME.test(expiresAt) ? Date.parse(expiresAt) : NaN;
    if (Number.isNaN(time)) return refuse('expiresAt', 'expiresAt must be an ISO 8601 date and time.');
    if (time <= now.getTime()) return refuse('expiresAt', 'expiresAt must be in the future.');
    expiry = new Date(time).toISOString();
  }

  return {
    ok: true,
    value: {
      amount: { currency: 'EUR', value: amount.value },
      description,
      redirectUrl,
      webhookUrl,
      metadata: metadata ?? null,
      expiresAt: expiry,
    },
  };
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}
