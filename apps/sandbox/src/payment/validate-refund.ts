import { type Checked, isRecord, refuse } from './checked.js';
import { type PaymentAmount } from './payment.js';
import { validateAmount } from './validate-payment.js';

export interface RefundInput {
  readonly amount: PaymentAmount;
  readonly description: string;
  readonly metadata: unknown;
}

/** The create-refund body, or the first field that is wrong. */
export function validateRefundInput(body: unknown): Checked<RefundInput> {
  if (!isRecord(body)) return refuse('body', 'Send a JSON object.');
  const amount = validateAmount(body.amount);
  if (!amount.ok) return amount;
  const { description = '', metadata = null } = body;
  if (typeof description !== 'string' || description.length > 255) {
    return refuse('description', 'The description must be text of at most 255 characters.');
  }
  return { ok: true, value: { amount: amount.value, description, metadata } };
}
