import { Injectable } from '@nestjs/common';
import { centsToEuros, consultingFeeAmountViolation, isRowId, PaymentStatus } from '@portal/shared-types';
import type { Viewer } from '../../common/auth/viewer.js';
import { Clock } from '../../common/clock/clock.js';
import {
  AppError,
  ErrorCode,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../audit/index.js';
import { partnershipModelById } from '../catalog/index.js';
import { lockOrder, lockVisibleOrder, OrderStatus } from '../orders/index.js';
import { ConsultingFee } from './consulting-fee.entity.js';
import { ConsultingFeeLedger } from './consulting-fee-ledger.service.js';
import { consultationFeeOf } from './fee-rule.js';
import { isEditable } from './consulting-fee-views.js';
import { ConsultingFeesError } from './consulting-fees.errors.js';

export enum ConsultingFeeAuditEvent {
  AmountChanged = 'consulting_fee.amount_changed',
  MovedWithPatient = 'consulting_fee.moved_with_patient',
  ConsultationDocumented = 'consulting_fee.consultation_documented',
}

export const CONSULTATION_NOTE_MAX = 1000;

/** The calendar day in Germany, YYYY-MM-DD. */
const berlinDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is none). */
const isCalendarDay = (day: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

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
    private readonly ledger: ConsultingFeeLedger,
    private readonly clock: Clock,
  ) {}

  /**
   * documentConsultation (the practice): records the consultation of a paid order whose partnership model pays
   * per documented consultation, and with it the fee (one per order). Under the order's row lock, audited.
   */
  async documentConsultation(
    viewer: Viewer,
    orderId: string,
    consultedOn: string,
    note: string | null,
  ): Promise<string> {
    const text = note?.trim() || null;
    if (!isCalendarDay(consultedOn))
      throw ValidationError.of('consultedOn', ConsultingFeesError.consultationDateInvalid);
    if (consultedOn > berlinDay(this.clock.now()))
      throw ValidationError.of('consultedOn', ConsultingFeesError.consultationDateInFuture);
    if (text && text.length > CONSULTATION_NOTE_MAX)
      throw ValidationError.of('note', ConsultingFeesError.consultationNoteTooLong);
    if (viewer.isAdmin) throw new ForbiddenError(ConsultingFeesError.consultationPracticeOnly);
    await this.writes.run(viewer, 'documentConsultation', async (manager) => {
      const order = await lockVisibleOrder(manager, viewer, orderId);
      const rule = order.partnership_model_id
        ? await partnershipModelById(manager, order.partnership_model_id)
        : null;
      if (!rule || consultationFeeOf(rule) === null)
        throw new AppError(ErrorCode.Conflict, ConsultingFeesError.consultationNotPerConsultation);
      if (order.status === OrderStatus.Canceled || order.payment_status !== PaymentStatus.Success)
        throw new AppError(ErrorCode.Conflict, ConsultingFeesError.consultationNotPaid);
      if (order.placed_at && consultedOn < berlinDay(order.placed_at))
        throw ValidationError.of('consultedOn', ConsultingFeesError.consultationDateBeforeOrder);
      const fee = await this.ledger.earnForConsultation(manager, order, rule, {
        consulted_on: consultedOn,
        note: text,
      });
      if (!fee) throw new AppError(ErrorCode.Conflict, ConsultingFeesError.consultationAlreadyDocumented);
      await this.audit.record(
        {
          event: ConsultingFeeAuditEvent.ConsultationDocumented,
          ...AuditService.actor(viewer),
          subject: { type: 'order', id: order.id },
          details: { feeId: fee.id, consultedOn, amount: centsToEuros(fee.amount_cents) },
        },
        manager,
      );
    });
    return orderId;
  }

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
