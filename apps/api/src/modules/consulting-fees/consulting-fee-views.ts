import { centsToEuros } from '@portal/shared-types';
import { type ConsultingFee, ConsultingFeeStatus } from './consulting-fee.entity.js';
import type { ConsultingFeeView } from './consulting-fees.types.js';

/** The spec's isEditable: unpaid and not (yet) on a credit note. */
export const isEditable = (fee: Pick<ConsultingFee, 'status' | 'credit_note_id'>): boolean =>
  fee.status === ConsultingFeeStatus.Unpaid && fee.credit_note_id === null;

/** The columns feeView reads: what a list of fees selects (the type keeps the two in step). */
export const FEE_VIEW_COLUMNS = [
  'id',
  'order_id',
  'amount_cents',
  'status',
  'credit_note_id',
  'paid_at',
  'generated_at',
  'created_at',
  'consulted_on',
  'consultation_note',
] as const satisfies readonly (keyof ConsultingFee)[];

export const feeView = (fee: Pick<ConsultingFee, (typeof FEE_VIEW_COLUMNS)[number]>): ConsultingFeeView => ({
  id: fee.id,
  order_id: fee.order_id,
  amount: centsToEuros(fee.amount_cents),
  status: fee.status,
  isEditable: isEditable(fee),
  paid_at: fee.paid_at,
  generated_at: fee.generated_at,
  created_at: fee.created_at,
  consulted_on: fee.consulted_on,
  consultation_note: fee.consultation_note,
});
