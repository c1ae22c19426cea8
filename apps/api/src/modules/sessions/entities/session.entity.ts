import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

// The table express-session's Postgres store (connect-pg-simple) reads and writes.
@Entity({ name: 'sessions' })
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Index('sessions_expire_index')
  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
