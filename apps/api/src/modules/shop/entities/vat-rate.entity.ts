import { type VatCategory, VAT_CATEGORIES } from '@portal/shared-types';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * VAT rate per delivery country and category, valid from a date (reference data; sources in
 * docs/decisions/shop.md). The rate for an order is the newest row whose valid_from is not after today.
 */
@Entity({ name: 'vat_rates' })
export class VatRate {
  @PrimaryColumn({ type: 'char', length: 2 })
  country_code: string;

  @PrimaryColumn({ type: 'enum', enum: VAT_CATEGORIES, enumName: 'vat_category' })
  category: VatCategory;

  @PrimaryColumn({ type: 'date' })
  valid_from: string;

  /** Basis points: 2000 = 20 %. */
  @Column({ type: 'integer' })
  rate_bp: number;

  /** Where the rate comes from (law or authority page). */
  @Column({ type: 'varchar', length: 300 })
  source: string;
}
