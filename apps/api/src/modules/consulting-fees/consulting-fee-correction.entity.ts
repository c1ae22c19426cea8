import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { CreditNote } from '../credit-notes/credit-note.entity.js';
import type { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import type { ConsultingFee } from './consulting-fee.entity.js';

/**
 * A correcting (negative) fee (issue 31, point 4): the order of a fee that a credit note already collected
 * was cancelled or its invoice stornoed. The fee stays on its note as issued; this takes it back as a
 * correction line on the practice's next Gutschrift (`credit_note_id` once one collects it). At most one
 * per fee. The practice is the one the original note was issued to.
 */
@Entity({ name: 'consulting_fee_corrections' })
@Check('consulting_fee_corrections_amount_negative', '"amount_cents" < 0')
@Index('consulting_fee_corrections_open_index', ['medical_center_id', 'credit_note_id'])
export class ConsultingFeeCorrection {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('consulting_fee_corrections_fee_unique', { unique: true })
  @Column({ type: 'bigint' })
  fee_id: string;

  @ManyToOne('ConsultingFee', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'fee_id' })
  fee?: ConsultingFee;

  @Column({ type: 'bigint' })
  medical_center_id: string;

  @ManyToOne('MedicalCenter', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'medical_center_id' })
  medicalCenter?: MedicalCenter;

  /** Minus the fee's amount. */
  @Column({ type: 'int' })
  amount_cents: number;

  /** The credit note that collected the fee being corrected. */
  @Column({ type: 'bigint' })
  corrects_credit_note_id: string;

  @ManyToOne('CreditNote', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'corrects_credit_note_id' })
  correctsCreditNote?: CreditNote;

  /** The credit note whose correction line it is; null while it waits for the next one. */
  @Index('consulting_fee_corrections_credit_note_index')
  @Column({ type: 'bigint', nullable: true })
  credit_note_id: string | null;

  @ManyToOne('CreditNote', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'credit_note_id' })
  creditNote?: CreditNote | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
