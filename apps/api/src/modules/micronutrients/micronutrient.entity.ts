import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { decimalTransformer } from '../../database/decimal.transformer.js';

/**
 * A micronutrient of the supplement recipe (reference data, seeded). min_value and max_value bound the
 * daily dose a doctor may set; every min is 0 because 0 means "not in the recipe" (spec: remove sets 0.00).
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

  @Column({ type: 'int' })
  sort_order: number;
}
