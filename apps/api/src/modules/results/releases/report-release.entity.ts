import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Patient } from '../../patients/index.js';
import type { User } from '../../users/index.js';

/** The four reports a doctor can release to the patient's portal. */
export enum ReportKind {
  Blood = 'blood',
  Dna = 'dna',
  Medication = 'medication',
  Micronutrients = 'micronutrients',
}

/**
 * A report the doctor released to the patient (issue 34). `content` is the report as it stood at the release:
 * the data its PDF template takes, so the patient reads and downloads exactly what the doctor saw and released,
 * and values that arrive later stay hidden until the next release. Withdrawing keeps the row (audit).
 */
@Entity({ name: 'report_releases' })
@Index('report_releases_patient_index', ['patient_id', 'kind', 'released_at'])
export class ReportRelease {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne('Patient', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'enum', enum: ReportKind, enumName: 'report_kind' })
  kind: ReportKind;

  /** The report's PDF template data at the release (`DocumentTemplates[…]` of the kind's document). */
  @Column({ type: 'jsonb' })
  content: unknown;

  /** The doctor's optional words to the patient. */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'bigint', nullable: true })
  released_by_user_id: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'released_by_user_id' })
  released_by?: User | null;

  @CreateDateColumn({ type: 'timestamptz' })
  released_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  withdrawn_at: Date | null;

  @Column({ type: 'bigint', nullable: true })
  withdrawn_by_user_id: string | null;

  /** Set when a newer release of the same kind took this one's place (withdrawn_at is set with it). */
  @Column({ type: 'bigint', nullable: true })
  superseded_by_id: string | null;

  /** How often the patient opened it (page or PDF) and when last: the doctor's view of the reads. */
  @Column({ type: 'int', default: 0 })
  read_count: number;

  @Column({ type: 'timestamptz', nullable: true })
  last_read_at: Date | null;
}
