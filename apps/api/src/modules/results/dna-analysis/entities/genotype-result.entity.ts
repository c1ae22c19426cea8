import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AnalysisResultSourceValue } from '../dna-analysis.types.js';

/**
 * One genotype of a patient as a lab report stated it. A corrected report adds its rows as a new
 * version and stamps `superseded_at` on the earlier version's rows of the same lab order: nothing is
 * overwritten, the current rows are those without `superseded_at`. A refused call is stored with its
 * `refusal` and left out of every reading.
 */
@Entity({ name: 'genotype_results' })
@Index('genotype_results_report_rs_unique', ['lab_report_id', 'rs_id'], { unique: true })
@Index('genotype_results_current_index', ['patient_id', 'rs_id'], { where: '"superseded_at" IS NULL' })
@Index('genotype_results_lab_order_index', ['lab_order_id', 'version'])
export class GenotypeResult {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  patient_id: string;

  @Column({ type: 'bigint' })
  order_id: string;

  @Column({ type: 'bigint' })
  lab_report_id: string;

  /** The lab's order id: versions replace each other within one lab order. */
  @Column({ type: 'varchar', length: 64 })
  lab_order_id: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'varchar', length: 32 })
  gene: string;

  @Column({ type: 'varchar', length: 32 })
  rs_id: string;

  @Column({ type: 'varchar', length: 32 })
  genotype: string;

  /** The strand the lab declared for `genotype` (`GRCh38+`, `GRCh38-`, `coding`); null: none declared (= `GRCh38+`). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  orientation: string | null;

  /**
   * Why the call was refused for its marker (alleles not the catalogue's on the declared strand, an
   * unknown orientation, unreadable): kept for the service team, never read as a genotype.
   */
  @Column({ type: 'varchar', length: 300, nullable: true })
  refusal: string | null;

  @Column({ type: 'varchar', length: 16 })
  source: AnalysisResultSourceValue;

  /** The date the sample was collected: the result's date. */
  @Column({ type: 'date' })
  collected_on: string;

  @Column({ type: 'timestamptz', nullable: true })
  superseded_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
