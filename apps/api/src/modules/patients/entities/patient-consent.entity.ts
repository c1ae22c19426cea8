import type { Consent } from '../../catalog/entities/consent.entity.js';
import { Patient } from './patient.entity.js';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

// Consents given for a patient (NewPatient at creation), with who recorded them.
@Entity({ name: 'patient_consents' })
export class PatientConsent {
  @PrimaryColumn({ type: 'bigint' })
  patient_id: string;

  @ManyToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @PrimaryColumn({ type: 'bigint' })
  consent_id: string;

  @ManyToOne('Consent', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'consent_id' })
  consent?: Consent;

  @Column({ type: 'bigint', nullable: true })
  accepted_by_user_id: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  accepted_at: Date;
}
