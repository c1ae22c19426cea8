import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { CreditNote } from '../credit-notes/credit-note.entity.js';
import type { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import type { Order } from '../orders/order.entity.js';
import { type Patient } from '../patients/index.js';

export enum ConsultingFeeStatus {
  Unpaid = 'Unpaid',
  Paid = 'Paid',
  Canceled = 'Canceled',
}

/**
 * What a practice earns on one paid order (at most one per order). `medical_center_id` is the practice
 * the fee is owed to: the placing practice, until an open fee moves with its patient (null while the
 * patient belongs to no practice). `credit_note_id` is set once a credit note collects it.
 */
@Entity({ name: 'consulting_fees' })
@Check('consulting_fees_amount_not_negative', '"amount_cents" >= 0')
// The financial page: a practice's fees, newest first, and its sums per status.
@Index('consulting_fees_center_created_index', ['medical_center_id', 'created_at', 'id'])
@Index('consulting_fees_center_status_index', ['medical_center_id', 'status'])
export class ConsultingFee {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('consulting_fees_order_unique', { unique: true })
  @Column({ type: 'bigint' })
  order_id: string;

  @ManyToOne('Order', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'bigint', nullable: true })
  medical_center_id: string | null;

  @ManyToOne('MedicalCenter', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'medical_center_id' })
  medicalCenter?: MedicalCenter;

  @Index('consulting_fees_patient_index')
  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne('Patient', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'int' })
  amount_cents: number;

  @Column({
    type: 'enum',
    enum: ConsultingFeeStatus,
    enumName: 'consulting_fee_status',
    default: ConsultingFeeStatus.Unpaid,
  })
  status: ConsultingFeeStatus;

  /** The credit note that collected the fee (modules/credit-notes). */
  @Index('consulting_fees_credit_note_index')
  @Column({ type: 'bigint', nullable: true })
  credit_note_id: string | null;

  @ManyToOne('CreditNote', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'credit_note_id' })
  creditNote?: CreditNote | null;

  /** When a credit note collected it. */
  @Column({ type: 'timestamptz', nullable: true })
  generated_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  paid_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  canceled_at: Date | null;

  /** The consultation the fee pays for, under a per-consultation model: its day (Berlin) and the practice's note. */
  @Column({ type: 'date', nullable: true })
  consulted_on: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  consultation_note: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
