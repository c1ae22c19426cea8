import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { decimalTransformer } from '../../../database/decimal.transformer.js';
import type { UpperLevelScope } from './dose-cap.js';
import { NamedEntry } from './graphql/result-types.js';

/**
 * A micronutrient of the supplement recipe (reference data, seeded). min_value and max_value bound the
 * daily dose a doctor may set; every min is 0 because 0 means "not in the recipe" (spec: remove sets 0.00).
 * max_value is the dose cap: the upper level minus the typical dietary intake (issue 28, dose-cap.ts).
 * The texts are German (the portal's language); their sources are listed in docs/decisions/results.md.
 */
@ObjectType()
@Entity({ name: 'micronutrients' })
@Index('micronutrients_sort_index', ['sort_order', 'id'])
export class Micronutrient {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  // Stable key for seeds and the formula (e.g. VITAMIN_D3); never shown.
  @Index('micronutrients_code_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  code: string;

  @Field()
  @Column({ type: 'varchar', length: 128 })
  name_de: string;

  @Field()
  @Column({ type: 'varchar', length: 128 })
  name_en: string;

  @Field({ description: 'Unit of the daily dose, e.g. mg, µg, IE.' })
  @Column({ type: 'varchar', length: 16 })
  unit: string;

  @Field(() => Float)
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: decimalTransformer })
  min_value: number;

  @Field(() => Float)
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: decimalTransformer })
  max_value: number;

  @Field(() => Float, {
    nullable: true,
    description: 'EFSA/SCF tolerable upper intake level for adults in the dose unit; null when none was set.',
  })
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: decimalTransformer })
  upper_level: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'total: the upper level covers food and supplements; supplements: supplements/added forms only.',
  })
  @Column({ type: 'varchar', length: 16, nullable: true })
  upper_level_scope: UpperLevelScope | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Typical daily intake from food (dose unit) subtracted from a total-intake upper level.',
  })
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: decimalTransformer })
  dietary_intake: number | null;

  @Field({
    description: 'German: how max_value follows from the upper level, the dietary intake and sources.',
  })
  @Column({ type: 'text', default: '' })
  cap_basis: string;

  @Column({ type: 'int' })
  sort_order: number;

  @Field()
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => [String], {
    description: 'What it does in the body: the EU-authorised health claims where there are any.',
  })
  @Column({ type: 'jsonb', default: () => `'[]'` })
  function: string[];

  @Field({ description: "EFSA's reference values and authorised claims, summarised." })
  @Column({ type: 'text', default: '' })
  efsa_opinion: string;

  @Field({ description: 'Upper intake levels (EFSA) and maximum amounts for supplements (BfR).' })
  @Column({ type: 'text', default: '' })
  safety_opinion: string;

  @Field({ description: 'The lab parameters that measure the status.' })
  @Column({ type: 'text', default: '' })
  laboratory_parameters: string;

  @Field(() => [String])
  @Column({ type: 'jsonb', default: () => `'[]'` })
  bibliography: string[];

  @Field(() => [NamedEntry], { name: 'deficiencySymptoms' })
  @Column({ type: 'jsonb', default: () => `'[]'` })
  deficiency_symptoms: NamedEntry[];

  @Field(() => [NamedEntry])
  @Column({ type: 'jsonb', default: () => `'[]'` })
  indications: NamedEntry[];

  @Field(() => [NamedEntry])
  @Column({ type: 'jsonb', default: () => `'[]'` })
  contraindications: NamedEntry[];
}
