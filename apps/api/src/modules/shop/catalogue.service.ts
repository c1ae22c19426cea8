import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type VatCategory,
  ShopItemKind,
  VAT_CATEGORIES,
  centsToEuros,
  vatCategoryOf,
} from '@portal/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import { BundleProduct } from './entities/bundle-product.entity.js';
import { ShopItemRow } from './entities/shop-item.entity.js';
import { VatRate } from './entities/vat-rate.entity.js';
import type { ShopItemView } from './graphql/shop-item.types.js';
import type { CatalogueItem } from './pricing/cart-pricing.js';
import { grossToTax } from './pricing/money-split.js';
import { readAll } from '../../common/sql/read-all.js';

/** The seller's country: its rates give the shop's net prices and stand in for undeliverable countries. */
export const HOME_COUNTRY = 'AT';

export type VatRates = Readonly<Record<VatCategory, number>>;

/**
 * The whole catalogue in memory for one request: it has tens of items, so the engine reads it in two
 * statements whatever the cart holds.
 */
export interface Catalogue {
  items: ReadonlyMap<string, CatalogueItem & { row: ShopItemRow }>;
}

@Injectable()
export class CatalogueService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

  /** The rates in force today for a delivery country; the home country's when it has none. */
  async ratesFor(
    countryCode: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ country: string; rates: VatRates }> {
    const rows = await manager
      .createQueryBuilder(VatRate, 'rate')
      .distinctOn(['rate.country_code', 'rate.category'])
      .where('rate.country_code IN (:...codes)', { codes: [countryCode ?? HOME_COUNTRY, HOME_COUNTRY] })
      .andWhere('rate.valid_from <= CURRENT_DATE')
      .orderBy('rate.country_code')
      .addOrderBy('rate.category')
      .addOrderBy('rate.valid_from', 'DESC')
      .getMany();
    const of = (code: string) => rows.filter((row) => row.country_code === code);
    const chosen =
      countryCode && of(countryCode).length === VAT_CATEGORIES.length ? countryCode : HOME_COUNTRY;
    const rates = Object.fromEntries(of(chosen).map((row) => [row.category, row.rate_bp])) as Record<
      VatCategory,
      number
    >;
    if (VAT_CATEGORIES.some((category) => rates[category] === undefined))
      throw new Error(`VAT rates for ${chosen} are missing: seed the reference data`);
    return { country: chosen, rates };
  }
}

/** Catalogue rows as the GraphQL ShopItems of their kinds, built once per item. */
export class ShopViews {
  private readonly views = new Map<string, ShopItemView>();

  constructor(
    private readonly catalogue: Catalogue,
    private readonly homeRates: VatRates,
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
        row.brut_price_cents - grossToTax(row.brut_price_cents, this.homeRates[vatCategoryOf(row.type)]),
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
