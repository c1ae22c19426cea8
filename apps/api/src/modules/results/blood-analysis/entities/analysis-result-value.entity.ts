import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { decimalTransformer } from '../../../../database/decimal.transformer.js';
import { AnalysisParameter } from './analysis-parameter.entity.js';
import { AnalysisResult, AnalysisResultSource } from './analysis-result.entity.js';

/**
 * One value of a result set. A correction is a new row (version + 1) and the old one is stamped
 * superseded: nothing is overwritten. The current value of a marker is the newest row that is
 * neither superseded nor deleted. patient_id, value_date and source repeat the result set's so
 * current value and history are one index scan.
 */
@Entity({ name: 'analysis_result_values' })
@Index('analysis_result_values_current_index', ['patient_id', 'parameter_id', 'value_date', 'id'], {
  where: '"superseded_at" IS NULL AND "deleted_at" IS NULL',
})
@Index('analysis_result_values_result_index', ['analysis_result_id'])
export class AnalysisResultValue {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  analysis_result_id: string;

  @ManyToOne(() => AnalysisResult, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'analysis_result_id' })
  result?: AnalysisResult;

  @Column({ type: 'bigint' })
  patient_id: string;

  @Column({ type: 'bigint' })
  parameter_id: string;

  @ManyToOne(() => AnalysisParameter, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'parameter_id' })
  parameter?: AnalysisParameter;

  @Column({ type: 'varchar', length: 8 })
  source: AnalysisResultSource;

  @Column({ type: 'date' })
  value_date: string;

  /** In the marker's unit. */
  @Column({ type: 'numeric', precision: 14, scale: 4, transformer: decimalTransformer })
  value: number;

  /** As entered or reported, with its unit. */
  @Column({ type: 'numeric', precision: 14, scale: 4, transformer: decimalTransformer })
  reported_value: number;

  @Column({ type: 'varchar', length: 32 })
  reported_unit: string;

  @Column({ type: 'int', default: 1 })
  version: number;

  @Column({ type: 'timestamptz', nullable: true })
  superseded_at: Date | null;

  @Column({ type: 'bigint', nullable: true })
  superseded_by: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  deleted_at: Date | null;

  @Column({ type: 'bigint', nullable: true })
  changed_by: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
