import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A chargeback the provider reported for one of our payments, kept once per provider id. */
@Entity({ name: 'payment_chargebacks' })
@Index('payment_chargebacks_order_index', ['order_id'])
@Index('payment_chargebacks_received_index', ['received_at'])
export class PaymentChargeback {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  order_id: string;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ type: 'varchar', length: 64 })
  provider_payment_id: string;

  @Index('payment_chargebacks_provider_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  provider_chargeback_id: string;

  @Column({ type: 'integer' })
  amount_cents: number;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  /** When the bank took the money back, as the provider dates it. */
  @Column({ type: 'timestamptz' })
  charged_back_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  reversed_at: Date | null;

  /** When we learned of it (the admin statistics count by this). */
  @CreateDateColumn({ type: 'timestamptz' })
  received_at: Date;
}
