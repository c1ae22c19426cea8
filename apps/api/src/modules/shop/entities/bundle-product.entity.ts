import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ShopItemRow } from './shop-item.entity.js';

/** The products a bundle (or custom bundle, for display) contains. */
@Entity({ name: 'shop_bundle_products' })
@Index('shop_bundle_products_product_index', ['product_id'])
export class BundleProduct {
  @PrimaryColumn({ type: 'bigint' })
  bundle_id: string;

  @ManyToOne(() => ShopItemRow, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bundle_id' })
  bundle?: ShopItemRow;

  @PrimaryColumn({ type: 'bigint' })
  product_id: string;

  @ManyToOne(() => ShopItemRow, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'product_id' })
  product?: ShopItemRow;
}
