import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What a partnership model's consulting fee is paid for (docs/decisions/consulting-fees.md, "Issue 31, point 6").
 * A fee linked to the turnover a prescriber generates needs legal review (§ 299a StGB, § 31 MBO-Ä).
 */
export enum FeeBasis {
  /** A share of the order's net amount per product kind (analyses, supplements): the original rule. */
  NetShare = 'net_share',
  /** A fixed amount per paid order, whatever it contains. */
  PerOrder = 'per_order',
  /** A fixed amount per consultation the practice documents for a paid order. */
  PerConsultation = 'per_consultation',
}

// How a practice works with us: decides the consulting fee and whether it may order at all.
@ObjectType()
@Entity({ name: 'partnership_models' })
@Check('partnership_models_fee_fixed_not_negative', '"fee_fixed_cents" >= 0')
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

  @Column({ type: 'enum', enum: FeeBasis, enumName: 'fee_basis', default: FeeBasis.NetShare })
  fee_basis: FeeBasis;

  /** The fixed fee of PerOrder and PerConsultation, in cents. */
  @Column({ type: 'int', default: 0 })
  fee_fixed_cents: number;
}
