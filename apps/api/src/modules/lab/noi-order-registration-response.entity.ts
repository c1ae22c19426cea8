import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NoiOrderType } from '../orders/order-status.js';

/**
 * One answer of the lab to sending an order part, kept for the admin (admin spec: 200 shows as
 * "Order Sent", 4xx yellow, 5xx red, 409 with the sample barcode). No answer at all (time-out,
 * connection refused) is kept as 504 with what went wrong.
 */
@ObjectType()
@Entity({ name: 'noi_order_registration_responses' })
@Index('noi_order_registration_responses_order_index', ['order_id', 'received_at'])
// The admins' work queue: the parts the lab refused.
@Index('noi_order_registration_responses_error_index', ['noi_order_id'], { where: '"status" <> 200' })
export class NoiOrderRegistrationResponse {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  order_id: string;

  @Column({ type: 'bigint' })
  noi_order_id: string;

  @Field(() => Int, { description: 'The HTTP status the lab answered (504: no answer in time).' })
  @Column({ type: 'smallint' })
  status: number;

  @Field(() => [String], { description: "The lab's error messages; empty when it accepted the order." })
  @Column({ type: 'jsonb', default: () => `'[]'` })
  errors: string[];

  @Field(() => NoiOrderType)
  @Column({ type: 'enum', enum: NoiOrderType, enumName: 'noi_order_type' })
  order_type: NoiOrderType;

  @Field(() => String, { nullable: true, description: 'The sample barcode sent (blood and DNA parts).' })
  @Column({ type: 'varchar', length: 64, nullable: true })
  barcode: string | null;

  @Field(() => Date)
  @Column({ type: 'timestamptz', default: () => 'now()' })
  received_at: Date;
}
