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
import { translationOf } from '@portal/i18n';
import { JSONScalar } from '../../common/graphql/json.scalar.js';
import type { Order } from './order.entity.js';
import { NoiOrderStatus, NoiOrderType } from './order-status.js';

const PART_STATUS_LABELS = translationOf('de').orders.partStatus;

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

  @Field(() => String, { description: 'The part status as the portal shows it (German).' })
  get status_description(): string {
    return PART_STATUS_LABELS[this.status];
  }

  // The partner's order number, known once the partner has registered the order.
  @Field(() => String, { nullable: true, description: "The partner's order number, once registered." })
  @Column({ type: 'varchar', length: 64, nullable: true })
  external_order_no: string | null;

  @Field(() => Date, { nullable: true, description: 'When the part was sent to the partner.' })
  @Column({ type: 'timestamptz', nullable: true })
  sent_at: Date | null;

  // No lab exchange yet (issue 12): nothing has been sent, so there is nothing to show.
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'What was sent to the partner (orderedProducts); null until the lab exchange exists.',
  })
  get sent_data(): null {
    return null;
  }

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
