import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Micronutrient } from '../../results/micronutrients/micronutrient.entity.js';
import { decimalTransformer } from '../../../database/decimal.transformer.js';

/**
 * A formula that computes one micronutrient's recommended daily dose (spec: formula template). The row
 * holds the current version; every saved version is kept in formula_template_versions, and each
 * recommendation names the version it was computed with.
 */
@ObjectType({
  description: 'A formula that computes one micronutrient’s daily dose. An edit makes a new version.',
})
@Entity({ name: 'formula_templates' })
@Index('formula_templates_micronutrient_unique', ['micronutrient_id'], {
  unique: true,
  where: 'is_deleted = false',
})
@Index('formula_templates_sort_index', ['sort_order', 'id'])
export class FormulaTemplate {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field()
  @Column({ type: 'text' })
  formula: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Example inputs: a JSON object of input name → number, e.g. {"age": 40, "blood_FERRITIN": 25}.',
  })
  @Column({ type: 'text', nullable: true })
  test_input_value: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'What test_input_value gave when this version was saved (the golden case).',
  })
  @Column({ type: 'numeric', precision: 14, scale: 4, nullable: true, transformer: decimalTransformer })
  test_output_value: number | null;

  @Field()
  @Column({ type: 'boolean', default: false })
  is_deleted: boolean;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  sort_order: number;

  @Field(() => Int)
  @Column({ type: 'int', default: 1 })
  version: number;

  @Field(() => ID)
  @Column({ type: 'bigint' })
  micronutrient_id: string;

  @ManyToOne('Micronutrient', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'micronutrient_id' })
  micronutrientRef?: Micronutrient;

  @Field(() => [String], { description: 'The input names the formula reads, sorted.' })
  @Column({ type: 'text', array: true, default: '{}' })
  inputs: string[];

  @Column({ type: 'bigint', nullable: true })
  updated_by: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
