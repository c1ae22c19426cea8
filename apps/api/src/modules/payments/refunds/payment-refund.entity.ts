import { PaymentRefundStatus } from '@portal/shared-types';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * Money we give back to the patient through the provider: one row per cause, whatever retries happen. The cause is
 * `storno:<storno id>` (a storno of a paid prepayment invoice, also of money that arrived after the cancel) or
 * `duplicate:<attempt id>` (a second checkout paid for an order already paid). Each try at the provider has its own
 * idempotency key `refund:<id>:<try_no>`: a retried job never refunds twice; an admin's retry after a failure is a
 * new try.
 */
@Entity({ name: 'payment_refunds' })
@Index('payment_refunds_cause_unique', ['cause'], { unique: true })
@Index('payment_refunds_order_index', ['order_id'])
@Index('payment_refunds_open_index', ['updated_at'], { where: `"status" IN ('Queued', 'Pending')` })
@Index('payment_refunds_failed_index', ['updated_at'], { where: `"status" = 'Failed'` })
export class PaymentRefund {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  order_id: string;

  @Column({ type: 'varchar', length: 64 })
  cause: string;

  /** The storno whose amount this pays out; null for a duplicate payment. */
  @Column({ type: 'bigint', nullable: true })
  storno_id: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  storno_number: string | null;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  /** The paid checkout the money goes back from. */
  @Column({ type: 'varchar', length: 64 })
  provider_payment_id: string;

  /** Set once the provider accepted the current try. */
  @Index('payment_refunds_provider_refund_unique', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  provider_refund_id: string | null;

  @Column({ type: 'integer' })
  amount_cents: number;

  @Column({ type: 'enum', enum: PaymentRefundStatus, enumName: 'payment_refund_status' })
  status: PaymentRefundStatus;

  @Column({ type: 'integer', default: 1 })
  try_no: number;

  /** Why the last try failed (the provider's refusal or its failed status); null otherwise. */
  @Column({ type: 'text', nullable: true })
  last_error: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  refunded_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
