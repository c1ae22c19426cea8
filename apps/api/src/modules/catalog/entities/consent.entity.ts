import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ConsentType } from '@portal/shared-types';
import '../../../common/graphql/shared-enum-types.js';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Which orders a NewOrder consent belongs to: every order, or only orders that hold a DNA analysis
 * (the Gendiagnostikgesetz consent). Other consent types are always `all`.
 */
export enum ConsentAppliesTo {
  all = 'all',
  dna = 'dna',
}
registerEnumType(ConsentAppliesTo, { name: 'ConsentAppliesTo' });

@ObjectType()
@Entity({ name: 'consents' })
@Index('consents_type_sort_order_index', ['type', 'sort_order'])
export class Consent {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  // Stable name of the text (e.g. `user-terms`) so seeds can update texts in place.
  @Index('consents_key_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  key: string;

  @Field(() => ConsentType)
  @Column({ type: 'enum', enum: ConsentType, enumName: 'consent_type' })
  type: ConsentType;

  @Field({ description: 'German text.' })
  @Column({ type: 'text' })
  de: string;

  @Field({ description: 'English text.' })
  @Column({ type: 'text' })
  en: string;

  @Field()
  @Column({ type: 'boolean', default: true })
  required: boolean;

  @Field(() => ConsentAppliesTo, {
    description: 'Orders only: `dna` is asked for (and required) only when the order holds a DNA analysis.',
  })
  @Column({
    type: 'enum',
    enum: ConsentAppliesTo,
    enumName: 'consent_applies_to',
    default: ConsentAppliesTo.all,
  })
  applies_to: ConsentAppliesTo;

  @Column({ type: 'int', default: 0 })
  sort_order: number;

  /** Raised whenever the text changes; a given consent records the version that was shown. */
  @Field(() => Int)
  @Column({ type: 'int', default: 1 })
  version: number;
}
