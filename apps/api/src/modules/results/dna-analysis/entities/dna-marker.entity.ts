import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DnaMarkerEntry } from '../catalogue/dna-markers.data.js';

/**
 * A DNA marker of the analyses (reference data, seeded from catalogue/dna-markers.data.ts). The
 * whole entry (variants, texts, links) is kept as it is in the catalogue; `catalogue_version` says
 * which version of the catalogue wrote it.
 */
@Entity({ name: 'dna_markers' })
@Index('dna_markers_sort_index', ['sort_order', 'id'])
export class DnaMarker {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('dna_markers_code_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  code: string;

  @Column({ type: 'varchar', length: 160 })
  name: string;

  @Column({ type: 'varchar', length: 32 })
  category: string;

  @Column({ type: 'jsonb' })
  content: DnaMarkerEntry;

  @Column({ type: 'varchar', length: 32 })
  catalogue_version: string;

  @Column({ type: 'int' })
  sort_order: number;
}
