import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What was sold of one shop item (as the doctor chose it) on one day (Berlin, by placed_at): the
 * lines of paid, not cancelled orders. Kept exact by the triggers on orders and order_items
 * (migration OrderFigures); the month's best sellers add up its closed days.
 */
@Entity({ name: 'order_item_day_figures' })
export class OrderItemDayFigures {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'bigint' })
  item_id: string;

  @Column({ type: 'integer', default: 0 })
  paid_quantity: number;

  /** The lines counted: an item stays a best seller while one line of it counts, whatever its quantity. */
  @Column({ type: 'integer', default: 0 })
  paid_lines: number;
}
