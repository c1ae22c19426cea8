import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The outbox: every published event, written in the transaction that caused it. `delivered_at` is set
 * once every after-commit listener has handled it; the sweep redelivers the ones left open and purges
 * delivered ones after 30 days (both on partial indexes). `last_failed_at`: when a delivery attempt last
 * ended with a listener failing (the metrics count the undelivered events whose last attempt failed).
 */
@Entity({ name: 'domain_events' })
@Index('domain_events_undelivered', ['created_at'], { where: 'delivered_at IS NULL' })
@Index('domain_events_delivered', ['delivered_at'], { where: 'delivered_at IS NOT NULL' })
export class DomainEventRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  delivered_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  last_failed_at: Date | null;
}
