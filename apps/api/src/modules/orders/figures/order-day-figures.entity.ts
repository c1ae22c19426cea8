import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The placed orders of one day (Berlin, by placed_at), cancelled ones left out. Kept exact by the
 * database triggers on orders (migration OrderFigures) in the transaction of every write, so the
 * dashboard and the order statistics read closed days from here and sum only today's orders.
 */
@Entity({ name: 'order_day_figures' })
export class OrderDayFigures {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  placed_orders: number;

  /** Their gross totals, in cents. */
  @Column({ type: 'bigint', default: 0 })
  placed_total_cents: string;

  /** The gross totals of those paid (payment_status Success), in cents. */
  @Column({ type: 'bigint', default: 0 })
  paid_total_cents: string;
}
