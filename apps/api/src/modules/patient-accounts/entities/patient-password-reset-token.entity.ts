import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { PatientAccount } from './patient-account.entity.js';

// At most one open reset per patient account; only the sha256 of the mailed token is stored.
@Entity({ name: 'patient_password_reset_tokens' })
export class PatientPasswordResetToken {
  @PrimaryColumn({ type: 'bigint' })
  patient_id: string;

  @OneToOne(() => PatientAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  account?: PatientAccount;

  @Index('patient_password_reset_tokens_token_hash_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token_hash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
