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
import type { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import type { DiscountCode } from '../shop/entities/discount-code.entity.js';
import { type Patient } from '../patients/index.js';
import type { User } from '../users/entities/user.entity.js';
import { NoiOrder } from './noi-order.entity.js';
import { NoiOrderType, OrderStatus, PaymentStatus } from './order-status.js';
import { trackingUrl } from './shipment-tracking.js';

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
// A doctor's orders list, their practice's placed orders newest first, reads this index backwards.
@Index('orders_patient_practice_created_index', ['patient_medical_center_id', 'created_at', 'id'], {
  where: '"placed_at" IS NOT NULL',
})
// The admins' orders list, every practice's placed orders newest first, reads this index backwards.
@Index('orders_placed_created_index', ['created_at', 'id'], { where: '"placed_at" IS NOT NULL' })
// orderStatistics: the orders placed in a period, counted and summed from the index alone.
@Index('orders_placed_at_statistics_index', ['placed_at', 'status', 'total_price_cents'], {
  where: '"placed_at" IS NOT NULL',
})
// One order per subscription and cycle: the last defence against a double renewal.
@Index('orders_subscription_cycle_unique', ['subscription_id', 'cycle_no'], {
  unique: true,
  where: '"subscription_id" IS NOT NULL',
})
// The subscription sweep's payment reminders: unpaid orders (practices' and renewals) by the day they were placed.
@Index('orders_unpaid_placed_index', ['placed_at', 'id'], {
  where: `"payment_status" IN ('Pending', 'Fail')`,
})
// The admins' work queue: failed and charged-back payments.
@Index('orders_payment_problem_index', ['id'], { where: `"payment_status" IN ('Fail', 'ChargedBack')` })
// The dashboard's best sellers: paid orders placed since the start of the month.
@Index('orders_paid_placed_index', ['placed_at'], { where: `"payment_status" = 'Success'` })
// gin trigram on lower(order_number), written by hand in the OrdersSearch migration.
@Index('orders_order_number_trgm_index', { synchronize: false })
// btree text_pattern_ops on lower(order_number) for searches that start as a number does (OrderNumberPrefixIndex).
@Index('orders_order_number_prefix_index', { synchronize: false })
export class Order {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field()
  @Index('orders_guid_unique', { unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  guid: string;

  @Field(() => String, {
    nullable: true,
    description: 'B-<year>-<number> from a gapless series per year; null for a draft.',
  })
  @Index('orders_order_number_unique', { unique: true })
  @Column({ type: 'varchar', length: 32, nullable: true })
  order_number: string | null;

  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne('Patient', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'bigint' })
  medical_center_id: string;

  @ManyToOne('MedicalCenter', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'medical_center_id' })
  medicalCenter?: MedicalCenter;

  /**
   * The patient's current practice (null while the patient is in the bin): who sees the order (scopeOrders).
   * A copy kept by triggers (migration OrderPatientPractice): set from the patient on every insert, and
   * rewritten when the patient moves, in the same transaction. Never written by the application.
   */
  @Column({ type: 'bigint', nullable: true, insert: false, update: false })
  patient_medical_center_id: string | null;

  @Column({ type: 'bigint', nullable: true })
  created_by_user_id: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
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

  /** The total before the discount, in cents. */
  @Column({ type: 'integer', default: 0 })
  original_price_cents: number;

  /** VAT contained in the total, in cents. */
  @Column({ type: 'integer', default: 0 })
  tax_amount_cents: number;

  @Column({ type: 'integer', default: 0 })
  discount_amount_cents: number;

  @Column({ type: 'bigint', nullable: true })
  discount_code_id: string | null;

  @ManyToOne('DiscountCode', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'discount_code_id' })
  discountCode?: DiscountCode | null;

  /** Where the payment link goes; the patient's e-mail unless the doctor changes it. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  order_email: string | null;

  /**
   * SHA-256 of the draft's content (items, prices, addresses, e-mail, patient) when its order
   * confirmation was last downloaded. Placing requires the draft to still match it.
   */
  @Column({ type: 'char', length: 64, nullable: true })
  confirmation_fingerprint: string | null;

  /** The practice's partnership model when the order was placed (fees follow it). */
  @Column({ type: 'bigint', nullable: true })
  partnership_model_id: string | null;

  @Column({ type: 'bigint', nullable: true })
  placed_by_user_id: string | null;

  /** The supplement subscription this order is a cycle of (the subscriptions area owns the table). */
  @Column({ type: 'bigint', nullable: true })
  subscription_id: string | null;

  @Column({ type: 'integer', nullable: true })
  cycle_no: number | null;

  @Field({ description: 'True for a renewal order the subscription made by itself.' })
  @Column({ type: 'boolean', default: false })
  is_autogenerated: boolean;

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

  @Field(() => Float, { description: 'Gross total before the discount, euros.' })
  get original_price(): number {
    return centsToEuros(this.original_price_cents);
  }

  @Field(() => Float, { description: 'VAT contained in the total, euros.' })
  get tax_amount(): number {
    return centsToEuros(this.tax_amount_cents);
  }

  @Field(() => Float)
  get discount_amount(): number {
    return centsToEuros(this.discount_amount_cents);
  }

  /** A draft, or a placed order that has not reached the lab and is not cancelled. */
  @Field({ description: 'True until the samples have arrived at the lab (and not after cancelling).' })
  get isCancelable(): boolean {
    return this.status !== OrderStatus.Canceled && this.status < OrderStatus.ArrivedInLab;
  }

  /** The carrier as the production partner named it ("DHL", "DPD" …); set once, when it ships. */
  @Field(() => String, {
    nullable: true,
    description: 'The carrier of the supplements parcel, once shipped.',
  })
  @Column({ type: 'varchar', length: 64, nullable: true })
  shipment_carrier: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The parcel tracking number; null until the production partner shipped the supplements.',
  })
  @Column({ type: 'varchar', length: 64, nullable: true })
  shipment_number: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the production partner reported the parcel shipped.',
  })
  @Column({ type: 'timestamptz', nullable: true })
  shipped_at: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "The carrier's tracking page for the parcel; null for a carrier we have no link for.",
  })
  get shipment_tracking_url(): string | null {
    return trackingUrl(this.shipment_carrier, this.shipment_number);
  }

  @Field(() => [NoiOrder], { description: 'The lab/production parts (blood, DNA, supplements).' })
  get noiOrders(): NoiOrder[] {
    return this.parts ?? [];
  }

  /**
   * The lab/production parts; order queries join them (OrderLoader.ordersWithParts). A draft has none
   * (placing writes them), so an order read without them answers an empty list and null parts rather
   * than an error.
   */
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
    return (this.parts ?? []).find((part) => part.type === type) ?? null;
  }
}
