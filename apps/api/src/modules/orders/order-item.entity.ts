import { type ShopItemKind, type VatCategory, SHOP_ITEM_KINDS, VAT_CATEGORIES } from '@portal/shared-types';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ShopItemRow } from '../shop/entities/shop-item.entity.js';
import type { Order } from './order.entity.js';

/**
 * One line of an order as the pricing engine (evaluateCart) priced it. `item_id`/`item_type` are what
 * the doctor chose; `resolved_item_id` the concrete product or bundle (a custom item resolved to the
 * patient's sex). Prices are frozen here when the draft is written, so an order never changes price
 * after the catalogue does.
 */
@Entity({ name: 'order_items' })
@Index('order_items_order_position_unique', ['order_id', 'position'], { unique: true })
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

  @Column({ type: 'integer' })
  original_price_cents: number;

  @Column({ type: 'integer' })
  discount_cents: number;

  @Column({ type: 'integer' })
  final_price_cents: number;

  @Column({ type: 'integer' })
  tax_amount_cents: number;
}
