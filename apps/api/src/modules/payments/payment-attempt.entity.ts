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
import type { Order } from '../orders/order.entity.js';

/** The provider's view of one checkout (Mollie vocabulary); `creating` until the provider answered. */
export enum PaymentAttemptStatus {
  creating = 'creating',
  open = 'open',
  paid = 'paid',
  failed = 'failed',
  canceled = 'canceled',
  expired = 'expired',
}

/**
 * One checkout at the payment provider for an order. A visit of the payment link reuses the open
 * attempt or starts the next (`attempt_no`), with the idempotency key `payment:<orderId>:<attemptNo>`.
 */
@Entity({ name: 'payment_attempts' })
@Index('payment_attempts_order_attempt_unique', ['order_id', 'attempt_no'], { unique: true })
@Index('payment_attempts_status_updated_index', ['status', 'updated_at'])
export class PaymentAttempt {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  order_id: string;

  @ManyToOne('Order', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'integer' })
  attempt_no: number;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Index('payment_attempts_provider_payment_unique', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  provider_payment_id: string | null;

  @Column({ type: 'enum', enum: PaymentAttemptStatus, enumName: 'payment_attempt_status' })
  status: PaymentAttemptStatus;

  @Column({ type: 'integer' })
  amount_cents: number;

  @Column({ type: 'text', nullable: true })
  checkout_url: string | null;

  /** The method the patient chose on our page (null: chosen at the provider), then the one the provider reports. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  method: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  expires_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
