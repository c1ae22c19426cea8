import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Order } from '../orders/order.entity.js';

/**
 * The payment link mailed to the patient: our own stable URL `APP_URL/pay/<token>` with our own
 * expiry. The token is an HMAC of the link's id and salt under APP_KEY, so a resend mails the same
 * link without the token ever being stored; `token_hash` (SHA-256) finds the link on a visit.
 */
@Entity({ name: 'payment_links' })
export class PaymentLink {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('payment_links_order_unique', { unique: true })
  @Column({ type: 'bigint' })
  order_id: string;

  @ManyToOne('Order', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'varchar', length: 64 })
  salt: string;

  @Index('payment_links_token_hash_unique', { unique: true })
  @Column({ type: 'char', length: 64, nullable: true })
  token_hash: string | null;

  @Index('payment_links_expires_at_index')
  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'integer', default: 0 })
  sent_count: number;

  @Column({ type: 'timestamptz', nullable: true })
  last_sent_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
