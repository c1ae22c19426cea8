import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Consent } from '../catalog/entities/consent.entity.js';
import type { Order } from './order.entity.js';

/** A NewOrder consent given when the order was placed, with the version of the text that was shown. */
@Entity({ name: 'order_consents' })
export class OrderConsent {
  @PrimaryColumn({ type: 'bigint' })
  order_id: string;

  @ManyToOne('Order', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @PrimaryColumn({ type: 'bigint' })
  consent_id: string;

  @ManyToOne('Consent', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'consent_id' })
  consent?: Consent;

  @Column({ type: 'integer' })
  consent_version: number;

  @Column({ type: 'bigint', nullable: true })
  accepted_by_user_id: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  accepted_at: Date;
}
