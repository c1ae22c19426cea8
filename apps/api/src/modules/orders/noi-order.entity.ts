import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Order } from './order.entity.js';
import { NoiOrderStatus, NoiOrderType } from './order-status.js';

/** The part of an order sent to the lab/production partner: blood, DNA or supplements, one each at most. */
@ObjectType()
@Entity({ name: 'noi_orders' })
@Index('noi_orders_order_type_unique', ['order_id', 'type'], { unique: true })
export class NoiOrder {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  order_id: string;

  // By name: Order imports this class at run time for its part fields, so this side must not.
  @ManyToOne('Order', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Field(() => NoiOrderType)
  @Column({ type: 'enum', enum: NoiOrderType, enumName: 'noi_order_type' })
  type: NoiOrderType;

  @Field(() => NoiOrderStatus)
  @Column({ type: 'enum', enum: NoiOrderStatus, enumName: 'noi_order_status' })
  status: NoiOrderStatus;

  // The partner's order number, known once the partner has registered the order.
  @Column({ type: 'varchar', length: 64, nullable: true })
  external_order_no: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sent_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
