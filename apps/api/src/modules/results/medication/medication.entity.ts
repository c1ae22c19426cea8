import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { GeneRule } from './catalogue/medication-rules.js';

/** A medication of the tolerance analysis (reference data, seeded from catalogue/medications.data.ts). */
@Entity({ name: 'medications' })
@Index('medications_sort_index', ['sort_order', 'id'])
// Substring search on both names (created in the migration: TypeORM does not model operator classes).
@Index('medications_search_trgm_index', { synchronize: false })
export class Medication {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('medications_code_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  code: string;

  @Column({ type: 'varchar', length: 128 })
  name_de: string;

  @Column({ type: 'varchar', length: 128 })
  name_en: string;

  /** The WHO ATC code of its main systemic use (medication-atc.data.ts); null where the substance has none. */
  @Column({ type: 'varchar', length: 7, nullable: true })
  atc_code: string | null;

  @Column({ type: 'text', array: true })
  genes: string[];

  @Column({ type: 'jsonb' })
  literature: string[];

  @Column({ type: 'jsonb' })
  rules: GeneRule[];

  @Column({ type: 'varchar', length: 32 })
  catalogue_version: string;

  @Column({ type: 'int' })
  sort_order: number;
}
