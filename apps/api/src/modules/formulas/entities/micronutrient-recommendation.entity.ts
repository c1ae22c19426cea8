import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { FormulaRun } from './formula-run.entity.js';
import { decimalTransformer } from '../../../database/decimal.transformer.js';

export type ClampSide = 'min' | 'max';

/**
 * One micronutrient's computed dose in one run, with everything that explains it: the inputs the
 * formula read, the template and version, the raw result and the clamp to the micronutrient's bounds.
 * A failed formula leaves value null and says why.
 */
@Entity({ name: 'micronutrient_recommendations' })
@Index('micronutrient_recommendations_run_index', ['run_id'])
@Index('micronutrient_recommendations_patient_index', ['patient_id', 'micronutrient_id', 'id'])
export class MicronutrientRecommendation {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  run_id: string;

  @ManyToOne(() => FormulaRun, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'run_id' })
  run?: FormulaRun;

  @Column({ type: 'bigint' })
  patient_id: string;

  @Column({ type: 'bigint' })
  micronutrient_id: string;

  @Column({ type: 'bigint' })
  template_id: string;

  @Column({ type: 'int' })
  template_version: number;

  @Column({ type: 'varchar', length: 120 })
  template_name: string;

  /** The formula's own result, before the clamp. */
  @Column({ type: 'numeric', precision: 14, scale: 4, nullable: true, transformer: decimalTransformer })
  raw_value: number | null;

  /** The recommended daily dose (clamped, rounded to the dose's two decimals); null when the formula failed. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: decimalTransformer })
  value: number | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  clamped: ClampSide | null;

  /** Input name → value (null: the patient has none), only the inputs the formula reads. */
  @Column({ type: 'jsonb' })
  inputs: Record<string, number | null>;

  @Column({ type: 'varchar', length: 32, nullable: true })
  failure: string | null;

  @Column({ type: 'text', nullable: true })
  failure_detail: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
