import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { partnershipModelById } from '../catalog/index.js';
import type { Order } from '../orders/order.entity.js';
import { ConsultingFee, ConsultingFeeStatus } from './consulting-fee.entity.js';
import { consultationFeeOf, feeOf, type FeeRule } from './fee-rule.js';

/**
 * The fee's life cycle, written inside the caller's transaction (which holds the order's row lock):
 * earned where the payment becomes Success, canceled with the order or its invoice, moved with the
 * patient while open. Every step is idempotent.
 */
@Injectable()
export class ConsultingFeeLedger {
  /** The fee the paid order earns under its partnership model; none for a model without fees. */
  async earn(manager: EntityManager, order: Order): Promise<ConsultingFee | null> {
    if (!order.partnership_model_id) return null;
    const rule = await partnershipModelById(manager, order.partnership_model_id);
    if (!rule) return null;
    const [net] = await manager.query<{ analyses: string | null; supplements: string | null }[]>(
      `SELECT sum(final_price_cents - tax_amount_cents) FILTER (WHERE vat_category = 'Analyses') AS analyses,
              sum(final_price_cents - tax_amount_cents) FILTER (WHERE vat_category = 'Supplements') AS supplements
       FROM order_items WHERE order_id = $1`,
      [order.id],
    );
    const amount = feeOf(rule, {
      analyses_net_cents: Number(net?.analyses ?? 0),
      supplements_net_cents: Number(net?.supplements ?? 0),
    });
    if (amount <= 0) return null;
    // The fee belongs where the patient is now, like an open fee that moves with the patient.
    await manager.query(
      `INSERT INTO consulting_fees (order_id, medical_center_id, patient_id, amount_cents)
       SELECT o.id, p.medical_center_id, o.patient_id, $2
       FROM orders o JOIN patients p ON p.id = o.patient_id WHERE o.id = $1
       ON CONFLICT (order_id) DO NOTHING`,
      [order.id, amount],
    );
    return manager.findOneBy(ConsultingFee, { order_id: order.id });
  }

  /**
   * The fee of a consultation the practice documented for the (locked, paid) order under a per-consultation
   * rule; null when the order already has a fee (one per order).
   */
  async earnForConsultation(
    manager: EntityManager,
    order: Order,
    rule: FeeRule,
    consultation: { consulted_on: string; note: string | null },
  ): Promise<ConsultingFee | null> {
    const amount = consultationFeeOf(rule) ?? 0;
    const inserted = await manager.query<{ id: string }[]>(
      `INSERT INTO consulting_fees (order_id, medical_center_id, patient_id, amount_cents, consulted_on, consultation_note)
       SELECT o.id, p.medical_center_id, o.patient_id, $2, $3, $4
       FROM orders o JOIN patients p ON p.id = o.patient_id WHERE o.id = $1
       ON CONFLICT (order_id) DO NOTHING RETURNING id`,
      [order.id, amount, consultation.consulted_on, consultation.note],
    );
    return inserted.length ? manager.findOneBy(ConsultingFee, { id: inserted[0].id }) : null;
  }

  /**
   * The order was cancelled or its invoice stornoed: its open fee is void. A fee a credit note collected
   * already stays on that note as issued; a correcting (negative) fee takes it back on the practice's next
   * Gutschrift (issue 31, point 4; docs/decisions/credit-notes.md). Idempotent: one correction per fee.
   */
  async cancel(manager: EntityManager, orderId: string): Promise<void> {
    // First the open fee: a credit note being generated holds it locked, this waits, and then sees it
    // collected (not open), so the correction below, a statement of its own, sees it on the note.
    await manager
      .createQueryBuilder()
      .update(ConsultingFee)
      .set({ status: ConsultingFeeStatus.Canceled, canceled_at: () => 'now()' })
      .where('order_id = :orderId AND status = :unpaid AND credit_note_id IS NULL', {
        orderId,
        unpaid: ConsultingFeeStatus.Unpaid,
      })
      .execute();
    await manager.query(
      `INSERT INTO consulting_fee_corrections (fee_id, medical_center_id, amount_cents, corrects_credit_note_id)
       SELECT f.id, n.medical_center_id, -f.amount_cents, f.credit_note_id
       FROM consulting_fees f JOIN credit_notes n ON n.id = f.credit_note_id
       WHERE f.order_id = $1 AND f.amount_cents > 0
       ON CONFLICT (fee_id) DO NOTHING`,
      [orderId],
    );
  }

  /** The patient's open fees go with the patient (null: no practice for now); answers how many moved. */
  async moveOpenFees(manager: EntityManager, patientId: string, toPractice: string | null): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .update(ConsultingFee)
      .set({ medical_center_id: toPractice })
      .where('patient_id = :patientId AND status = :unpaid AND credit_note_id IS NULL', {
        patientId,
        unpaid: ConsultingFeeStatus.Unpaid,
      })
      .execute();
    return result.affected ?? 0;
  }
}
