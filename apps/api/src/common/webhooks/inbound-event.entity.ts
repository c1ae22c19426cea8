import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The inbox of verified webhooks: one row per provider event id, so a redelivered event is a no-op.
 * A job processes each row (fetching the payment back from the provider) and stamps `processed_at`.
 */
@Entity({ name: 'inbound_events' })
@Index('inbound_events_provider_event_unique', ['provider', 'event_id'], { unique: true })
@Index('inbound_events_unprocessed_index', ['received_at'], { where: '"processed_at" IS NULL' })
export class InboundEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ type: 'varchar', length: 128 })
  event_id: string;

  @Column({ type: 'varchar', length: 64 })
  type: string;

  /** The provider object the event is about (a payment id). */
  @Column({ type: 'varchar', length: 64 })
  resource_id: string;

  @Column({ type: 'jsonb' })
  payload: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  received_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processed_at: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  last_error: string | null;
}
