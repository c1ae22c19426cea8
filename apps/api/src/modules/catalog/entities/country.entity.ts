import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType()
@Entity({ name: 'countries' })
export class Country {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 128 })
  name_de: string;

  @Field()
  @Column({ type: 'varchar', length: 128 })
  name_en: string;

  @Field({ description: 'ISO 3166-1 alpha-2 code.' })
  @Index('countries_country_code_unique', { unique: true })
  @Column({ type: 'char', length: 2 })
  country_code: string;

  @Field({ description: 'International dial code with plus sign, e.g. +43.' })
  @Column({ type: 'varchar', length: 8 })
  dial_code: string;

  @Field({ description: 'True when orders can be delivered to this country.' })
  @Column({ type: 'boolean', default: false })
  is_shippable: boolean;

  // Austria, Germany and Switzerland come first in every picker; the rest follow by German name.
  @Index('countries_sort_order_index')
  @Column({ type: 'int' })
  sort_order: number;
}
