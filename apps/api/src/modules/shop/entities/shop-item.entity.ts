import {
  type ProductType,
  type ShopItemKind,
  type ShopItemType,
  BUNDLE_TYPES,
  PRODUCT_TYPES,
  SHOP_ITEM_KINDS,
} from '@portal/shared-types';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BiologicalSex } from '../../patients/index.js';

/**
 * One row per shop item of any kind (Product, CustomProduct, Bundle, CustomBundle). A custom item
 * stands for one concrete item per sex (`female_item_id`, `male_item_id`): a CustomProduct for two
 * Products, a CustomBundle for two Bundles. A bundle's products are in `shop_bundle_products`.
 * The GraphQL types (shop-item.types.ts) are built from these rows.
 */
@Entity({ name: 'shop_items' })
@Index('shop_items_kind_rank_index', ['kind', 'rank'])
@Index('shop_items_search_trgm_index', { synchronize: false })
export class ShopItemRow {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  // Stable name for seeds (e.g. `blood-basic`), so prices and texts can be updated in place.
  @Index('shop_items_key_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'enum', enum: SHOP_ITEM_KINDS, enumName: 'shop_item_kind' })
  kind: ShopItemKind;

  @Column({ type: 'enum', enum: [...PRODUCT_TYPES, ...BUNDLE_TYPES], enumName: 'shop_item_type' })
  type: ShopItemType;

  @Column({ type: 'varchar', length: 200 })
  name_de: string;

  @Column({ type: 'varchar', length: 200 })
  name_en: string;

  @Column({ type: 'text' })
  description_de: string;

  @Column({ type: 'text' })
  description_en: string;

  /** Gross price in cents, the same for every delivery country (B2C list price). */
  @Column({ type: 'integer' })
  brut_price_cents: number;

  /** 1 = the best seller; null when the item is no best seller. */
  @Column({ type: 'integer', nullable: true })
  best_seller_rank: number | null;

  /** The shop's default order. */
  @Column({ type: 'integer' })
  rank: number;

  /** Only for patients of this sex (fertility analysis: Female); null for everyone. */
  @Column({ type: 'enum', enum: BiologicalSex, enumName: 'biological_sex', nullable: true })
  for_sex: BiologicalSex | null;

  /** Days one unit covers (supplements: 90); null for one-off analyses. */
  @Column({ type: 'smallint', nullable: true })
  period_days: number | null;

  @Column({ type: 'bigint', nullable: true })
  female_item_id: string | null;

  @ManyToOne(() => ShopItemRow, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'female_item_id' })
  femaleItem?: ShopItemRow | null;

  @Column({ type: 'bigint', nullable: true })
  male_item_id: string | null;

  @ManyToOne(() => ShopItemRow, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'male_item_id' })
  maleItem?: ShopItemRow | null;

  /**
   * An analysis ordered for a diagnosis with a therapeutic aim, hence a tax-free Heilbehandlung (§ 4 Nr. 14
   * UStG; § 6 Abs. 1 Z 19 UStG 1994; vat-rules.ts). The demo catalogue has none (docs/decisions/billing.md,
   * "Issue 31, point 2"); ignored for supplements.
   */
  @Column({ type: 'boolean', default: false })
  medically_indicated: boolean;

  /** Retired items stay for the orders that hold them but leave the shop. */
  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  /** The product type of a product row (bundles have bundle types). */
  get productType(): ProductType | null {
    return (PRODUCT_TYPES as readonly string[]).includes(this.type) ? (this.type as ProductType) : null;
  }
}
