import { Field, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { NoiOrder } from './noi-order.entity.js';
import { NoiOrderStatus } from './order-status.js';

/**
 * A part's status history: one row each time a part moved to another status (the lab's callbacks and sweep,
 * the sample's registration, the partner accepting it, a review hold, a plan's pause, a cancellation). Written
 * only by the orders area's part writes (order-part-history.ts), never updated. Parts placed before this table
 * have no rows for their earlier steps.
 */
@ObjectType('PartStatusChange', { description: 'A status an order part moved to, and when.' })
@Entity({ name: 'order_part_status_changes' })
// The order details read all parts' changes at once: by part, oldest first.
@Index('order_part_status_changes_part_index', ['part_id', 'changed_at'])
export class OrderPartStatusChange {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  part_id: string;

  // By name, like NoiOrder's own relation to Order.
  @ManyToOne('NoiOrder', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'part_id' })
  part?: NoiOrder;

  @Field(() => NoiOrderStatus)
  @Column({ type: 'enum', enum: NoiOrderStatus, enumName: 'noi_order_status' })
  status: NoiOrderStatus;

  @Field(() => Date, { description: 'When the part moved to the status.' })
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  changed_at: Date;
}
