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
import type { LabSentData } from '../lab/lab-order-payload.js';

const PART_STATUS_LABELS = translationOf('de').orders.partStatus;

/** The part of an order sent to the lab/production partner: blood, DNA or supplements, one each at most. */
@ObjectType()
@Entity({ name: 'noi_orders' })
@Index('noi_orders_order_type_unique', ['order_id', 'type'], { unique: true })
// The lab sweep: parts waiting to be sent, and sent parts the lab has not moved for a while.
@Index('noi_orders_awaiting_send_index', ['order_id'], {
  where: `"status" IN ('SampleRegistered', 'OrderPlaced')`,
})
@Index('noi_orders_lab_open_index', ['updated_at'], { where: '"noi_order_id" IS NOT NULL' })
// Callbacks find their part by the lab's id.
@Index('noi_orders_noi_order_id_unique', ['noi_order_id'], {
  unique: true,
  where: '"noi_order_id" IS NOT NULL',
})
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

  /** Our number for this part at the partner: order number and part, e.g. "B-2026-00001-blood". */
  @Field(() => String, {
    nullable: true,
    description: 'Our order number for this part at the partner, once sent.',
  })
  @Column({ type: 'varchar', length: 100, nullable: true })
  external_order_no: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The partner's id of the order, once registered there.",
  })
  @Column({ type: 'varchar', length: 64, nullable: true })
  noi_order_id: string | null;

  @Field(() => Date, { nullable: true, description: 'When the partner accepted the part.' })
  @Column({ type: 'timestamptz', nullable: true })
  sent_at: Date | null;

  @Field(() => JSONScalar, {
    nullable: true,
    description: 'What was sent to the partner ({ orderedProducts }); null until it was sent.',
  })
  @Column({ type: 'jsonb', nullable: true })
  sent_data: LabSentData | null;

  /** The sample (barcode) this part was sent with; a recall sends the new one again. */
  @Column({ type: 'bigint', nullable: true })
  sample_id: string | null;

  /** The sequence of the last lab status applied: callbacks at or below it are old news. */
  @Column({ type: 'integer', default: 0 })
  lab_sequence: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
