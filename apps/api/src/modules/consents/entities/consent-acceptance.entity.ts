import { ConsentType } from '@portal/shared-types';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ConsentVersion } from './consent-version.entity.js';

/** What an accepted consent was given for: the row the form created or changed. */
export enum ConsentSubjectType {
  user = 'user',
  patient = 'patient',
  order = 'order',
  bloodUpload = 'blood_upload',
  /** The practice (the self-billing agreement). */
  medicalCenter = 'medical_center',
}

/**
 * Evidence of one accepted consent (DSGVO Art. 7(1): the controller must be able to show consent): which
 * wording, when, by whom, from which address. Append-only: a repeated acceptance (re-registration, a second
 * order) adds a row. No foreign keys to people or orders, so deleting an account keeps the evidence
 * (Art. 17(3)(e), defence of legal claims; retention needs the data protection officer's sign-off).
 */
@Entity({ name: 'consent_acceptances' })
@Index('consent_acceptances_accepted_by_user_index', ['accepted_by_user_id', 'accepted_at'])
@Index('consent_acceptances_patient_index', ['patient_id', 'accepted_at'])
@Index('consent_acceptances_subject_index', ['subject_type', 'subject_id'])
export class ConsentAcceptance {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  consent_version_id: string;

  @ManyToOne('ConsentVersion', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'consent_version_id' })
  consentVersion?: ConsentVersion;

  /** The form: registration, new patient, order, upload, patient registration. */
  @Column({ type: 'enum', enum: ConsentType, enumName: 'consent_type' })
  type: ConsentType;

  @Column({ type: 'enum', enum: ConsentSubjectType, enumName: 'consent_subject_type' })
  subject_type: ConsentSubjectType;

  @Column({ type: 'bigint' })
  subject_id: string;

  /** The patient the consent is about, if any. */
  @Column({ type: 'bigint', nullable: true })
  patient_id: string | null;

  /** The account that ticked the box: a doctor, or null when the patient did (`accepted_by_patient_id`). */
  @Column({ type: 'bigint', nullable: true })
  accepted_by_user_id: string | null;

  @Column({ type: 'bigint', nullable: true })
  accepted_by_patient_id: string | null;

  /** The admin acting as the doctor, when impersonating. */
  @Column({ type: 'bigint', nullable: true })
  impersonator_id: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip_address: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  accepted_at: Date;
}
