import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { centsToEuros } from '@portal/shared-types';
import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import { Patient } from '../patients/entities/patient.entity.js';
import { User } from '../users/entities/user.entity.js';
import { NoiOrder } from './noi-order.entity.js';
import { NoiOrderType, OrderStatus, PaymentStatus } from './order-status.js';

/**
 * An order for one patient. Who sees it follows the patient (its current practice, or an admin);
 * `medical_center_id` keeps the practice that placed it, for fees and invoices. An order without
 * `placed_at` is a draft of the order wizard.
 */
@ObjectType()
@Entity({ name: 'orders' })
@Index('orders_patient_created_index', ['patient_id', 'created_at', 'id'])
// The newest placed order per patient (latestPlacedOrder) reads this index backwards.
@Index('orders_patient_placed_index', ['patient_id', 'placed_at', 'id'], {
  where: '"placed_at" IS NOT NULL',
})
@Index('orders_medical_center_created_index', ['medical_center_id', 'created_at', 'id'])
export class Order {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field()
  @Index('orders_guid_unique', { unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  guid: string;

  @Field()
  @Index('orders_order_number_unique', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  order_number: string;

  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne(() => Patient, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'bigint' })
  medical_center_id: string;

  @ManyToOne(() => MedicalCenter, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'medical_center_id' })
  medicalCenter?: MedicalCenter;

  @Column({ type: 'bigint', nullable: true })
  created_by_user_id: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_user_id' })
  createdByUser?: User | null;

  @Field(() => OrderStatus)
  @Column({ type: 'smallint', default: OrderStatus.Draft })
  status: OrderStatus;

  @Field(() => PaymentStatus, { nullable: true, description: 'Null until a payment link is sent.' })
  @Column({ type: 'enum', enum: PaymentStatus, enumName: 'order_payment_status', nullable: true })
  payment_status: PaymentStatus | null;

  // Gross total in cents; GraphQL's total_price is euros.
  @Column({ type: 'integer', default: 0 })
  total_price_cents: number;

  @Field(() => Float, { description: 'Gross total in euros.' })
  get total_price(): number {
    return centsToEuros(this.total_price_cents);
  }

  @Field(() => Date, { nullable: true, description: 'When the order was placed; null for a draft.' })
  @Column({ type: 'timestamptz', nullable: true })
  placed_at: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  /** The lab/production parts; every order query joins them (OrderLoader.ordersWithParts). */
  parts?: NoiOrder[];

  // Plain getters rather than field resolvers: a list of 50 orders would otherwise make 150 resolver calls.
  @Field(() => NoiOrder, { nullable: true })
  get bloodNoiOrder(): NoiOrder | null {
    return this.part(NoiOrderType.blood);
  }

  @Field(() => NoiOrder, { nullable: true })
  get dnaNoiOrder(): NoiOrder | null {
    return this.part(NoiOrderType.dna);
  }

  @Field(() => NoiOrder, { nullable: true })
  get supplementsNoiOrder(): NoiOrder | null {
    return this.part(NoiOrderType.supplements);
  }

  private part(type: NoiOrderType): NoiOrder | null {
    if (!this.parts) throw new Error(`Order ${this.id} was loaded without its parts`);
    return this.parts.find((part) => part.type === type) ?? null;
  }
}
