import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type VatCategory, ShopItemKind, centsToEuros, vatCategoryOf } from '@portal/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { BundleProduct } from './entities/bundle-product.entity.js';
import { ShopItemRow } from './entities/shop-item.entity.js';
import { VatRate } from './entities/vat-rate.entity.js';
import type { ShopItemView } from './graphql/shop-item.types.js';
import type { CatalogueItem } from './pricing/cart-pricing.js';
import { grossToTax } from './pricing/money-split.js';
import { EU_COUNTRIES, type VatContext, type VatTreatment, vatTreatment } from './pricing/vat-rules.js';
import { readAll } from '../../common/sql/read-all.js';

/** The VAT of a catalogue item in one context (seller, delivery country, OSS registration, rates in force). */
export type VatOf = (item: Pick<CatalogueItem, 'type' | 'medically_indicated'>) => VatTreatment;

/**
 * The whole catalogue in memory for one request: it has tens of items, so the engine reads it in two
 * statements whatever the cart holds.
 */
export interface Catalogue {
  items: ReadonlyMap<string, CatalogueItem & { row: ShopItemRow }>;
}

@Injectable()
export class CatalogueService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async load(manager: EntityManager = this.dataSource.manager): Promise<Catalogue> {
    const [rows, links] = await readAll(manager, [
      () => manager.find(ShopItemRow),
      () => manager.find(BundleProduct),
    ] as const);
    const productsOf = new Map<string, string[]>();
    for (const link of links) {
      const list = productsOf.get(link.bundle_id) ?? [];
      list.push(link.product_id);
      productsOf.set(link.bundle_id, list);
    }
    return {
      items: new Map(rows.map((row) => [row.id, { ...row, row, productIds: productsOf.get(row.id) ?? [] }])),
    };
  }

  /**
   * The VAT rules (vat-rules.ts) for carts delivered to `countryCode` (null: no patient yet, the seller's country),
   * with the seller's seat and OSS registration from the operator's configuration and the rates in force today
   * of the seller's and the delivery country.
   */
  async vatFor(
    countryCode: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ country: string; vat: VatOf }> {
    const { countryCode: seller, ossRegistered } = this.config.operator;
    const country = countryCode ?? seller;
    const rows = await manager
      .createQueryBuilder(VatRate, 'rate')
      .distinctOn(['rate.country_code', 'rate.category'])
      .where('rate.country_code IN (:...codes)', { codes: [country, seller] })
      .andWhere('rate.valid_from <= CURRENT_DATE')
      .orderBy('rate.country_code')
      .addOrderBy('rate.category')
      .addOrderBy('rate.valid_from', 'DESC')
      .getMany();
    const rates = new Map(rows.map((row) => [`${row.country_code}:${row.category}`, row.rate_bp]));
    // An EU country without rates is one we do not deliver to (placing refuses it): its carts are priced as
    // delivered at home, as before issue 31, rather than failing.
    const delivery =
      EU_COUNTRIES.has(country) && !rows.some((row) => row.country_code === country) ? seller : country;
    const context: VatContext = {
      seller,
      delivery,
      ossRegistered,
      rateOf: (code: string, category: VatCategory) => rates.get(`${code}:${category}`),
    };
    return {
      country,
      vat: (item) =>
        vatTreatment(
          { category: vatCategoryOf(item.type), medically_indicated: item.medically_indicated },
          context,
        ),
    };
  }
}

/** Catalogue rows as the GraphQL ShopItems of their kinds, built once per item. */
export class ShopViews {
  private readonly views = new Map<string, ShopItemView>();

  constructor(
    private readonly catalogue: Catalogue,
    /** The VAT in the seller's own country: the net of the list prices. */
    private readonly homeVat: VatOf,
  ) {}

  view(id: string): ShopItemView {
    const cached = this.views.get(id);
    if (cached) return cached;
    const item = this.catalogue.items.get(id);
    if (!item) throw new Error(`Shop item ${id} is not in the catalogue`);
    const view = this.build(item.row, item.productIds);
    this.views.set(id, view);
    return view;
  }

  private build(row: ShopItemRow, productIds: readonly string[]): ShopItemView {
    const base = {
      id: row.id,
      item_type: row.kind,
      name_de: row.name_de,
      name_en: row.name_en,
      description_de: row.description_de,
      description_en: row.description_en,
      type: row.type,
      brut_price: centsToEuros(row.brut_price_cents),
      pre_tax_price: centsToEuros(
        row.brut_price_cents - grossToTax(row.brut_price_cents, this.homeVat(row).vat_rate_bp),
      ),
      best_seller_rank: row.best_seller_rank,
      rank: row.rank,
      for_sex: row.for_sex,
      period_days: row.period_days,
    };
    const products = () => productIds.map((id) => this.view(id));
    switch (row.kind) {
      case ShopItemKind.CustomProduct:
        return {
          ...base,
          female_product_id: row.female_item_id,
          male_product_id: row.male_item_id,
        } as ShopItemView;
      case ShopItemKind.Bundle:
        return { ...base, products: products() } as ShopItemView;
      case ShopItemKind.CustomBundle:
        return {
          ...base,
          female_bundle_id: row.female_item_id,
          male_bundle_id: row.male_item_id,
          products: products(),
        } as ShopItemView;
      case ShopItemKind.Product:
        return base;
    }
  }
}
