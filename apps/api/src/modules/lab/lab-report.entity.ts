import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export interface LabReportBloodValue {
  readonly code: string;
  readonly value: number;
  readonly unit: string;
}

export interface LabReportGenotype {
  readonly gene: string;
  readonly rsId: string;
  readonly genotype: string;
  /** The strand `genotype` is written on: `GRCh38+`, `GRCh38-` or `coding` (lab exchange docs); a catalogue marker without it is refused when the report is applied. */
  readonly orientation?: string;
}

/**
 * A report of results exactly as the lab sent it, one row per version: a correction is a new row, the
 * earlier ones stay (nothing is overwritten silently). The results areas turn a row into the patient's
 * values (source `Noi`) and stamp `applied_at`.
 */
@Entity({ name: 'lab_reports' })
@Index('lab_reports_lab_order_version_unique', ['lab_order_id', 'version'], { unique: true })
@Index('lab_reports_unapplied_index', ['received_at'], { where: '"applied_at" IS NULL' })
export class LabReport {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  order_id: string;

  /** Our part (noi_orders.id) the report is for. */
  @Column({ type: 'bigint' })
  noi_order_id: string;

  /** The lab's id of the order (a recalled sample's old lab order keeps its own reports). */
  @Column({ type: 'varchar', length: 64 })
  lab_order_id: string;

  @Column({ type: 'varchar', length: 64 })
  report_id: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'varchar', length: 16 })
  status: 'final' | 'corrected';

  @Column({ type: 'timestamptz' })
  issued_at: Date;

  @Column({ type: 'date' })
  collected_on: string;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  blood: LabReportBloodValue[];

  @Column({ type: 'jsonb', default: () => `'[]'` })
  genotypes: LabReportGenotype[];

  @CreateDateColumn({ type: 'timestamptz' })
  received_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  applied_at: Date | null;
}
