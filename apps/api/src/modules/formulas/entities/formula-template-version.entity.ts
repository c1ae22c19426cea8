import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { FormulaTemplate } from './formula-template.entity.js';
import { decimalTransformer } from '../../../database/decimal.transformer.js';

/** Every saved version of a formula, kept so that a recommendation can always show what computed it. */
@Entity({ name: 'formula_template_versions' })
export class FormulaTemplateVersion {
  @PrimaryColumn({ type: 'bigint' })
  template_id: string;

  @ManyToOne(() => FormulaTemplate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_id' })
  template?: FormulaTemplate;

  @PrimaryColumn({ type: 'int' })
  version: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'text' })
  formula: string;

  @Column({ type: 'text', nullable: true })
  test_input_value: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 4, nullable: true, transformer: decimalTransformer })
  test_output_value: number | null;

  @Column({ type: 'boolean' })
  is_deleted: boolean;

  @Column({ type: 'bigint', nullable: true })
  created_by: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
