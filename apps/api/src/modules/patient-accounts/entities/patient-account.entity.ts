import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { type Patient } from '../../patients/index.js';

// The patient portal login of a patient: username = the patient's guid, an argon2id hash.
@Entity({ name: 'patient_accounts' })
export class PatientAccount {
  @PrimaryColumn({ type: 'bigint' })
  patient_id: string;

  @OneToOne('Patient', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'varchar', length: 255, select: false })
  password: string;

  @CreateDateColumn({ type: 'timestamptz' })
  registered_at: Date;

  @Column({ type: 'timestamptz' })
  password_changed_at: Date;
}
