import { Injectable } from '@nestjs/common';
import { centsToEuros, consultingFeeAmountViolation, isRowId } from '@portal/shared-types';
import type { Viewer } from '../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError, ValidationError } from '../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../audit/index.js';
import { lockOrder } from '../orders/index.js';
import { ConsultingFee } from './consulting-fee.entity.js';
import { isEditable } from './consulting-fee-views.js';
import { ConsultingFeesError } from './consulting-fees.errors.js';

export enum ConsultingFeeAuditEvent {
  AmountChanged = 'consulting_fee.amount_changed',
  MovedWithPatient = 'consulting_fee.moved_with_patient',
}

/** The amount in cents, or the validation message of the spec's rule (shared with the web's form). */
export function amountInCents(amount: number): number {
  const violation = consultingFeeAmountViolation(amount);
  if (violation) throw ValidationError.of('amount', ConsultingFeesError[violation]);
  return Math.round(amount * 100);
}

@Injectable()
export class ConsultingFeesCommands {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
  ) {}

  /** updateConsultingFee (admins): only while the fee is editable; under the order's row lock, audited. */
  async updateAmount(viewer: Viewer, orderId: string, amount: number): Promise<string> {
    const cents = amountInCents(amount);
    if (!isRowId(orderId)) throw new NotFoundError('ConsultingFee');
    await this.writes.run(viewer, 'updateConsultingFee', async (manager) => {
      // The order's lock orders this edit after a concurrent cancel or payment of the same order.
      await lockOrder(manager, orderId);
      const fee = await manager.findOne(ConsultingFee, {
        where: { order_id: orderId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!fee) throw new NotFoundError('ConsultingFee');
      if (!isEditable(fee)) throw new AppError(ErrorCode.Conflict, ConsultingFeesError.notEditable);
      if (fee.amount_cents === cents) return;
      await manager.update(ConsultingFee, fee.id, { amount_cents: cents });
      await this.audit.record(
        {
          event: ConsultingFeeAuditEvent.AmountChanged,
          ...AuditService.actor(viewer),
          subject: { type: 'order', id: orderId },
          details: { feeId: fee.id, from: centsToEuros(fee.amount_cents), to: centsToEuros(cents) },
        },
        manager,
      );
    });
    return orderId;
  }
}
