import {
  type DiscountApplication,
  type DiscountType,
  DISCOUNT_APPLICATIONS,
  DISCOUNT_TYPES,
} from '@portal/shared-types';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A discount code; one per order. Codes are matched case-insensitively and stored upper case. */
@Entity({ name: 'discount_codes' })
export class DiscountCode {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('discount_codes_code_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  code: string;

  @Column({ type: 'enum', enum: DISCOUNT_TYPES, enumName: 'discount_type' })
  discount_type: DiscountType;

  /** Fixed: cents off the cart. Percentage: basis points (1000 = 10 %). */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'enum', enum: DISCOUNT_APPLICATIONS, enumName: 'discount_application' })
  application: DiscountApplication;

  @Column({ type: 'timestamptz', nullable: true })
  valid_from: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  valid_until: Date | null;

  /** How many placed orders may use it; null for no limit. */
  @Column({ type: 'integer', nullable: true })
  usage_limit: number | null;

  /** Placed orders that used it; counted under a row lock when an order is placed. */
  @Column({ type: 'integer', default: 0 })
  times_used: number;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
