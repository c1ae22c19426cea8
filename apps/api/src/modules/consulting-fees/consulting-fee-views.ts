import { centsToEuros } from '@portal/shared-types';
import { type ConsultingFee, ConsultingFeeStatus } from './consulting-fee.entity.js';
import type { ConsultingFeeView } from './consulting-fees.types.js';

/** The spec's isEditable: unpaid and not (yet) on a credit note. */
export const isEditable = (fee: ConsultingFee): boolean =>
  fee.status === ConsultingFeeStatus.Unpaid && fee.credit_note_id === null;

export const feeView = (fee: ConsultingFee): ConsultingFeeView => ({
  id: fee.id,
  order_id: fee.order_id,
  amount: centsToEuros(fee.amount_cents),
  status: fee.status,
  isEditable: isEditable(fee),
  paid_at: fee.paid_at,
  generated_at: fee.generated_at,
  created_at: fee.created_at,
});
