import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { type Patient } from '../../patients/index.js';

export enum FormulaRunOutcome {
  /** Every template ran (some micronutrients may have failed: see their rows). */
  Calculated = 'Calculated',
  /** Under 18 (18 × 365 days): no recommendation (spec). */
  UnderAge = 'UnderAge',
}

/** One calculation for one patient: its recommendations are written in the same transaction. */
@Entity({ name: 'formula_runs' })
@Index('formula_runs_patient_index', ['patient_id', 'id'])
export class FormulaRun {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne('Patient', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'varchar', length: 16 })
  outcome: FormulaRunOutcome;

  /** How many micronutrients failed (their reasons are on their rows). */
  @Column({ type: 'int', default: 0 })
  failures: number;

  @Column({ type: 'int' })
  duration_ms: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
