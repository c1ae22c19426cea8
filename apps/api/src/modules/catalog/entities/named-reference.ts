import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Column, Index, PrimaryGeneratedColumn } from 'typeorm';

// Shared shape of the small picker lists (specializations, certifications): a key and two names.
@ObjectType({ isAbstract: true })
export abstract class NamedReference {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  key: string;

  @Field({ description: 'German name (the interface language).' })
  @Column({ type: 'varchar', length: 128 })
  name: string;

  @Field()
  @Column({ type: 'varchar', length: 128 })
  name_en: string;

  @Column({ type: 'int', default: 0 })
  sort_order: number;
}
