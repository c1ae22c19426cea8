import type { DataSource } from 'typeorm';
import { DISCOUNT_CODES, SHOP_ITEMS } from './shop.data.js';
import { VAT_RATES } from './vat-rates.data.js';

/** Upserts VAT rates, the catalogue (items by key, then custom links and bundle contents) and the demo codes. */
export async function seedShop(dataSource: DataSource): Promise<number> {
  return dataSource.transaction(async (manager) => {
    for (const rate of VAT_RATES)
      await manager.query(
        `INSERT INTO vat_rates (country_code, category, valid_from, rate_bp, source) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (country_code, category, valid_from) DO UPDATE SET rate_bp = EXCLUDED.rate_bp, source = EXCLUDED.source`,
        [rate.country_code, rate.category, rate.valid_from, rate.rate_bp, rate.source],
      );
    const ids = new Map<string, string>();
    for (const [index, item] of SHOP_ITEMS.entries()) {
      const [{ id }] = await manager.query<{ id: string }[]>(
        `INSERT INTO shop_items (key, kind, type, name_de, name_en, description_de, description_en, brut_price_cents,
           best_seller_rank, rank, for_sex, period_days)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (key) DO UPDATE SET kind = EXCLUDED.kind, type = EXCLUDED.type, name_de = EXCLUDED.name_de,
           name_en = EXCLUDED.name_en, description_de = EXCLUDED.description_de, description_en = EXCLUDED.description_en,
           brut_price_cents = EXCLUDED.brut_price_cents, best_seller_rank = EXCLUDED.best_seller_rank,
           rank = EXCLUDED.rank, for_sex = EXCLUDED.for_sex, period_days = EXCLUDED.period_days
         RETURNING id`,
        [
          item.key,
          item.kind,
          item.type,
          item.name_de,
          item.name_en,
          item.description_de,
          item.description_en,
          item.brut_price_cents,
          item.best_seller_rank ?? null,
          (index + 1) * 10,
          item.for_sex ?? null,
          item.period_days ?? null,
        ],
      );
      ids.set(item.key, id);
    }
    const idOf = (key: string) => {
      const id = ids.get(key);
      if (!id) throw new Error(`shop seed: unknown item key ${key}`);
      return id;
    };
    for (const item of SHOP_ITEMS) {
      await manager.query(`UPDATE shop_items SET female_item_id = $2, male_item_id = $3 WHERE id = $1`, [
        idOf(item.key),
        item.female ? idOf(item.female) : null,
        item.male ? idOf(item.male) : null,
      ]);
      await manager.query(`DELETE FROM shop_bundle_products WHERE bundle_id = $1`, [idOf(item.key)]);
      for (const product of item.products ?? [])
        await manager.query(`INSERT INTO shop_bundle_products (bundle_id, product_id) VALUES ($1, $2)`, [
          idOf(item.key),
          idOf(product),
        ]);
    }
    for (const code of DISCOUNT_CODES)
      await manager.query(
        `INSERT INTO discount_codes (code, discount_type, amount, application, usage_limit) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (code) DO UPDATE SET discount_type = EXCLUDED.discount_type, amount = EXCLUDED.amount,
           application = EXCLUDED.application, usage_limit = EXCLUDED.usage_limit`,
        [code.code, code.discount_type, code.amount, code.application, code.usage_limit],
      );
    return SHOP_ITEMS.length;
  });
}
