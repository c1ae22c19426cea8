import { type ShopItemKind, type VatCategory, SHOP_ITEM_KINDS, VAT_CATEGORIES } from '@portal/shared-types';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ShopItemRow } from '../shop/entities/shop-item.entity.js';
import type { VatCode, VatExemption } from '../shop/index.js';
import type { Order } from './order.entity.js';

/**
 * One line of an order as the pricing engine (evaluateCart) priced it. `item_id`/`item_type` are what
 * the doctor chose; `resolved_item_id` the concrete product or bundle (a custom item resolved to the
 * patient's sex). Prices are frozen here when the draft is written, so an order never changes price
 * after the catalogue does.
 */
@Entity({ name: 'order_items' })
@Index('order_items_order_position_unique', ['order_id', 'position'], { unique: true })
// A taxed line has no note, an exempt (E) or export (G) line always has one.
@Check(
  'order_items_vat_code_check',
  `"vat_code" IN ('S', 'E', 'G') AND (("vat_code" = 'S') = ("vat_exemption" IS NULL))`,
)
export class OrderItem {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  order_id: string;

  @ManyToOne('Order', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'smallint' })
  position: number;

  @Column({ type: 'bigint' })
  item_id: string;

  @ManyToOne('ShopItemRow', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'item_id' })
  item?: ShopItemRow;

  @Column({ type: 'enum', enum: SHOP_ITEM_KINDS, enumName: 'shop_item_kind' })
  item_type: ShopItemKind;

  @Column({ type: 'bigint' })
  resolved_item_id: string;

  @ManyToOne('ShopItemRow', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'resolved_item_id' })
  resolvedItem?: ShopItemRow;

  @Column({ type: 'smallint', default: 1 })
  quantity: number;

  @Column({ type: 'enum', enum: VAT_CATEGORIES, enumName: 'vat_category' })
  vat_category: VatCategory;

  @Column({ type: 'integer' })
  vat_rate_bp: number;

  /**
   * The EN 16931 VAT category code (S, E, G) and the exemption or export note the invoice prints, as the VAT
   * rules decided when the line was priced (modules/shop/pricing/vat-rules.ts). Lines priced before issue 31: S.
   */
  @Column({ type: 'varchar', length: 2, default: 'S' })
  vat_code: VatCode;

  @Column({ type: 'varchar', length: 32, nullable: true })
  vat_exemption: VatExemption | null;

  @Column({ type: 'integer' })
  original_price_cents: number;

  @Column({ type: 'integer' })
  discount_cents: number;

  @Column({ type: 'integer' })
  final_price_cents: number;

  @Column({ type: 'integer' })
  tax_amount_cents: number;
}
