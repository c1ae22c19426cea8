import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import type { User } from '../users/entities/user.entity.js';

// At most one open reset per user; only the sha256 of the mailed token is stored.
@Entity({ name: 'password_reset_tokens' })
export class PasswordResetToken {
  @PrimaryColumn({ type: 'bigint' })
  user_id: string;

  @OneToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index('password_reset_tokens_token_hash_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token_hash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
