import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// Append-only record of security events and of writes made while impersonating. Never holds a secret.
@Entity({ name: 'audit_logs' })
// The admins' audit view pages one subject's or one account's entries newest first: each index
// serves its filter and the order, so a page reads only its rows on a table of millions.
@Index('audit_logs_subject_created_index', ['subject_type', 'subject_id', 'created_at', 'id'])
@Index('audit_logs_user_created_index', ['user_id', 'created_at', 'id'])
export class AuditLog {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('audit_logs_event_index')
  @Column({ type: 'varchar', length: 64 })
  event: string;

  // The user the action was made as (the doctor while an admin impersonates).
  @Column({ type: 'bigint', nullable: true })
  user_id: string | null;

  // The real actor when different from user_id (the impersonating admin).
  @Column({ type: 'bigint', nullable: true })
  impersonator_id: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  subject_type: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  subject_id: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  request_id: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  @Index('audit_logs_created_at_index')
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
