import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A practice's orders on the therapist list: placed ones (whatever their status) and the gross total of
 * the paid ones. Kept exact by the triggers on orders (migration OrderFigures).
 */
@Entity({ name: 'practice_order_figures' })
export class PracticeOrderFigures {
  @PrimaryColumn({ type: 'bigint' })
  medical_center_id: string;

  @Column({ type: 'integer', default: 0 })
  placed_orders: number;

  /** In cents. */
  @Column({ type: 'bigint', default: 0 })
  paid_total_cents: string;
}
