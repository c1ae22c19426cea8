import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// How a practice works with us: decides the consulting fee and whether it may order at all.
@ObjectType()
@Entity({ name: 'partnership_models' })
export class PartnershipModel {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('partnership_models_key_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  key: string;

  @Field()
  @Column({ type: 'varchar', length: 128 })
  name: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'int', default: 0 })
  sort_order: number;

  // The consulting fee rule (modules/consulting-fees/fee-rule.ts): basis points of the net amounts.
  @Column({ type: 'int', default: 0 })
  fee_analyses_bp: number;

  @Column({ type: 'int', default: 0 })
  fee_supplements_bp: number;
}
