import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TestClient } from '../helpers/client.js';
import { createPatient } from '../helpers/patients.js';
import { signedIn } from '../helpers/session.js';
import { discountCodeId, shopItemIds } from '../helpers/shop.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const SHOP = `query ($search: String, $forSex: BiologicalSex, $isBestSeller: Boolean, $types: [ShopItemType!], $itemType: ShopItemGroup, $orderBy: [ShopItemsOrderByClause!]) {
  shopItems(first: 100, search: $search, forSex: $forSex, isBestSeller: $isBestSeller, types: $types, itemType: $itemType, orderBy: $orderBy) {
    data { __typename id name_de name_en type brut_price pre_tax_price best_seller_rank for_sex period_days
      ... on CustomProduct { female_product_id male_product_id }
      ... on Bundle { products { id name_de } }
      ... on CustomBundle { female_bundle_id male_bundle_id } }
    paginatorInfo { total lastPage }
  }
}`;
const EVALUATE = `query ($patientId: ID, $discountCodeId: ID, $items: [CartItemInput!]!) {
  evaluateCart(patientId: $patientId, discountCodeId: $discountCodeId, items: $items) {
    total_price original_price discount_amount tax_amount vat_country
    items { item_id item_type quantity original_price final_price tax_amount vat_rate resolvedItem { id } }
    taxes { category rate gross_amount tax_amount }
    discountCode { code rules { discount_type discount_amount application } }
    coveredItems { item_id by_item_id } removedItems { item_id by_item_id }
  }
}`;

type ShopItem = {
  __typename: string;
  id: string;
  name_de: string;
  type: string;
  brut_price: number;
  pre_tax_price: number;
  best_seller_rank: number | null;
  for_sex: string | null;
};

describe('shop: catalogue, discount codes and cart evaluation', () => {
  let app: INestApplication;
  let doctor: Awaited<ReturnType<typeof signedIn>>;
  let ids: Record<string, string>;
  let female: string;
  let male: string;

  beforeAll(async () => {
    app = await createTestApp();
    doctor = await signedIn(app);
    ids = await shopItemIds(app);
    female = (await createPatient(doctor.client)).id;
    male = (await createPatient(doctor.client, { biological_sex: 'Male', salutation: 'male', country: 'DE' }))
      .id;
  });
  afterAll(() => closeApp(app));

  const shop = async (variables: Record<string, unknown> = {}) =>
    (
      await doctor.client.query<{ shopItems: { data: ShopItem[]; paginatorInfo: { total: number } } }>(
        SHOP,
        variables,
      )
    ).shopItems;

  it('lists the catalogue in rank order with gross and net prices; custom items stand for their concrete ones', async () => {
    const { data, paginatorInfo } = await shop();
    expect(paginatorInfo.total).toBe(data.length);
    expect(data.length).toBeGreaterThanOrEqual(20);
    const kinds = new Set(data.map((item) => item.__typename));
    expect(kinds).toEqual(new Set(['Product', 'CustomProduct', 'Bundle', 'CustomBundle']));
    // The concrete sex-specific supplement plans hide behind the custom one.
    expect(data.find((item) => item.id === ids['supplements-female'])).toBeUndefined();
    const elements = data.find((item) => item.id === ids['supplements-elements'])!;
    expect(elements).toMatchObject({ __typename: 'CustomProduct', brut_price: 179, period_days: 90 });
    // Net at the seller's (the demo operator's, DE) rates: analyses 19 %, supplements 7 %.
    expect(data.find((item) => item.id === ids['blood-basic'])).toMatchObject({
      brut_price: 89,
      pre_tax_price: 74.79,
    });
    expect(elements.pre_tax_price).toBe(167.29);
  });

  it('filters by group, type, best seller, sex and search, and orders by best-seller rank', async () => {
    expect(
      (await shop({ itemType: 'Bundle' })).data.every((item) =>
        ['Bundle', 'CustomBundle'].includes(item.__typename),
      ),
    ).toBe(true);
    expect((await shop({ types: ['DnaFertility'] })).data.map((item) => item.id)).toEqual([
      ids['dna-fertility'],
    ]);
    const best = (await shop({ isBestSeller: true, orderBy: [{ column: 'BEST_SELLER_RANK', order: 'ASC' }] }))
      .data;
    expect(best.map((item) => item.best_seller_rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await shop({ forSex: 'Male' })).data.some((item) => item.for_sex === 'Female')).toBe(false);
    expect((await shop({ search: 'omega' })).data.map((item) => item.id)).toEqual([ids['blood-omega3']]);
    expect((await shop({ search: 'NUTRIGENETICS' })).data.length).toBeGreaterThanOrEqual(1);
    expect((await shop({ search: '%' })).data).toEqual([]);
  });

  it('is only for signed-in users', async () => {
    const anonymous = await new TestClient(app).graphql(SHOP);
    expect(anonymous.errors?.[0].message).toBe('Unauthenticated.');
  });

  it('finds cart discount codes case-insensitively and refuses unknown, renewal-only and used-up codes', async () => {
    const { discountCode } = await doctor.client.query<{ discountCode: unknown }>(
      `{ discountCode(code: " welcome10 ") { code rules { discount_type discount_amount application } } }`,
    );
    expect(discountCode).toEqual({
      code: 'WELCOME10',
      rules: { discount_type: 'Percentage', discount_amount: 10, application: 'Cart' },
    });
    const invalid = await doctor.client.graphql(`{ discountCode(code: "NOPE") { id } }`);
    expect(invalid.errors?.[0].extensions?.validation).toEqual({ code: ['discountCode.invalid'] });
    const renewal = await doctor.client.graphql(`{ discountCode(code: "RENEW5") { id } }`);
    expect(renewal.errors?.[0].extensions?.validation).toEqual({
      code: ['Dieser Rabattcode gilt nur für Abo-Verlängerungen, nicht für neue Aufträge.'],
    });
  });

  it('refuses codes outside their validity window, used up or switched off', async () => {
    const db = app.get(DataSource);
    const suffix = Date.now().toString(36).toUpperCase();
    await db.query(
      `INSERT INTO discount_codes (code, discount_type, amount, application, valid_from, valid_until, usage_limit, times_used, is_active)
       VALUES ($1, 'Fixed', 500, 'Cart', now() - interval '10 days', now() - interval '1 day', NULL, 0, true),
              ($2, 'Fixed', 500, 'Cart', now() + interval '1 day', NULL, NULL, 0, true),
              ($3, 'Fixed', 500, 'Cart', NULL, NULL, 2, 2, true),
              ($4, 'Fixed', 500, 'Cart', NULL, NULL, NULL, 0, false),
              ($5, 'Fixed', 500, 'Cart', now() - interval '1 day', now() + interval '1 day', 3, 2, true)`,
      [`EXPIRED${suffix}`, `LATER${suffix}`, `USEDUP${suffix}`, `OFF${suffix}`, `VALID${suffix}`],
    );
    for (const code of [`EXPIRED${suffix}`, `LATER${suffix}`, `USEDUP${suffix}`, `OFF${suffix}`]) {
      const result = await doctor.client.graphql(
        `query ($code: String!) { discountCode(code: $code) { id } }`,
        { code },
      );
      expect(result.errors?.[0].extensions?.validation).toEqual({ code: ['discountCode.invalid'] });
    }
    const valid = await doctor.client.query<{ discountCode: { code: string } }>(
      `query ($code: String!) { discountCode(code: $code) { code } }`,
      { code: `valid${suffix}`.toLowerCase() },
    );
    expect(valid.discountCode.code).toBe(`VALID${suffix}`);
  });

  it('prices a bundle plus the supplement plan with a discount, to the cent, at the delivery country’s VAT', async () => {
    const code = await discountCodeId(doctor.client, 'MINUS20EUR');
    const { evaluateCart } = await doctor.client.query<{
      evaluateCart: Record<string, unknown> & { items: { final_price: number }[] };
    }>(EVALUATE, {
      patientId: male,
      discountCodeId: code,
      items: [
        { item_id: ids['blood-basic'], item_type: 'Product' },
        { item_id: ids['bundle-blood-plus'], item_type: 'Bundle' },
        { item_id: ids['blood-micronutrients'], item_type: 'Product' },
        { item_id: ids['supplements-elements'], item_type: 'CustomProduct' },
      ],
    });
    expect(evaluateCart).toMatchObject({
      vat_country: 'DE',
      original_price: 388,
      discount_amount: 20,
      total_price: 368,
      discountCode: { code: 'MINUS20EUR', rules: { discount_type: 'Fixed', discount_amount: 20 } },
      removedItems: [{ item_id: ids['blood-basic'], by_item_id: ids['bundle-blood-plus'] }],
      coveredItems: [{ item_id: ids['blood-micronutrients'], by_item_id: ids['bundle-blood-plus'] }],
    });
    expect(evaluateCart.items).toEqual([
      expect.objectContaining({
        item_id: ids['bundle-blood-plus'],
        original_price: 209,
        final_price: 198.23,
        vat_rate: 19,
      }),
      expect.objectContaining({
        item_type: 'CustomProduct',
        resolvedItem: { id: ids['supplements-male'] },
        original_price: 179,
        final_price: 169.77,
        vat_rate: 7,
      }),
    ]);
    expect(evaluateCart.taxes).toEqual([
      { category: 'Analyses', rate: 19, gross_amount: 198.23, tax_amount: 31.65 },
      { category: 'Supplements', rate: 7, gross_amount: 169.77, tax_amount: 11.11 },
    ]);
    expect(evaluateCart.tax_amount).toBe(42.76);
  });

  it('answers per-item problems keyed by item type and id, and a bad discount code on its own key', async () => {
    const result = await doctor.client.graphql(EVALUATE, {
      patientId: male,
      discountCodeId: '999999',
      items: [
        { item_id: ids['dna-fertility'], item_type: 'Product' },
        { item_id: ids['bundle-360'], item_type: 'Product' },
        { item_id: ids['blood-iron'], item_type: 'Product', quantity: 2 },
        { item_id: '888888', item_type: 'Bundle' },
      ],
    });
    expect(result.errors?.[0].message).toBe('Validation failed for the field [evaluateCart].');
    expect(result.errors?.[0].extensions?.validation).toEqual({
      discountCodeId: ['discountCode.invalid'],
      [`items.Product.${ids['dna-fertility']}`]: ['Diese Analyse ist nur für Patientinnen erhältlich.'],
      [`items.Product.${ids['bundle-360']}`]: ['Artikel und Artikeltyp passen nicht zusammen.'],
      [`items.Product.${ids['blood-iron']}`]: ['Eine Analyse kann pro Auftrag nur einmal bestellt werden.'],
      'items.Bundle.888888': ['Dieser Artikel ist nicht (mehr) im Shop erhältlich.'],
    });
    expect(result.errors?.[0].extensions?.reasons).toMatchObject({
      [`items.Product.${ids['dna-fertility']}`]: ['shop.itemFemaleOnly'],
    });
  });

  it('refuses negative, zero and fractional quantities and ids that are no row ids', async () => {
    for (const quantity of [-1, 0, 11]) {
      const result = await doctor.client.graphql(EVALUATE, {
        items: [{ item_id: ids['blood-iron'], item_type: 'Product', quantity }],
      });
      expect(result.errors?.[0].extensions?.validation).toEqual({
        'items.0.quantity': ['Die Menge muss eine ganze Zahl von 1 bis 10 sein.'],
      });
    }
    const fractional = await doctor.client.graphql(EVALUATE, {
      items: [{ item_id: ids['blood-iron'], item_type: 'Product', quantity: 1.5 }],
    });
    expect(fractional.errors?.[0].message).toMatch(/Int cannot represent non-integer value: 1.5/);
    const badId = await doctor.client.graphql(EVALUATE, {
      items: [{ item_id: 'abc', item_type: 'Product' }],
    });
    expect(badId.errors?.length).toBe(1);
    expect(badId.data ?? null).toBeNull();
  });

  it('evaluates the female plan for a female patient and needs a patient for custom items', async () => {
    const { evaluateCart } = await doctor.client.query<{
      evaluateCart: { vat_country: string; items: { resolvedItem: { id: string }; vat_rate: number }[] };
    }>(EVALUATE, {
      patientId: female,
      items: [{ item_id: ids['supplements-elements'], item_type: 'CustomProduct', quantity: 2 }],
    });
    expect(evaluateCart.vat_country).toBe('AT');
    // Goods to another EU country below the OSS threshold: the German seller's 7 %, not Austria's 10 %.
    expect(evaluateCart.items[0]).toMatchObject({
      resolvedItem: { id: ids['supplements-female'] },
      vat_rate: 7,
    });
    const withoutPatient = await doctor.client.graphql(EVALUATE, {
      items: [{ item_id: ids['supplements-elements'], item_type: 'CustomProduct' }],
    });
    expect(withoutPatient.errors?.[0].extensions?.validation).toEqual({
      [`items.CustomProduct.${ids['supplements-elements']}`]: [
        'Bitte wählen Sie zuerst eine Patientin bzw. einen Patienten aus.',
      ],
    });
  });

  it('does not evaluate for another practice’s patient', async () => {
    const other = await signedIn(app);
    const result = await other.client.graphql(EVALUATE, { patientId: female, items: [] });
    expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  describe('VAT by the rules (issue 31, point 2; the whole table: vat-rules.spec.ts)', () => {
    const evaluate = async (patientId: string, items: { item_id: string; item_type: string }[]) =>
      (
        await doctor.client.query<{
          evaluateCart: {
            vat_country: string;
            tax_amount: number;
            items: { vat_rate: number; tax_amount: number; final_price: number }[];
            taxes: { category: string; rate: number; gross_amount: number; tax_amount: number }[];
          };
        }>(EVALUATE, { patientId, items })
      ).evaluateCart;

    it('bills an analysis for a patient in Vienna at the German seller’s rate (§ 3a Abs. 1 UStG)', async () => {
      const cart = await evaluate(female, [{ item_id: ids['blood-basic'], item_type: 'Product' }]);
      expect(cart.vat_country).toBe('AT');
      expect(cart.items[0]).toMatchObject({ vat_rate: 19, tax_amount: 14.21 });
    });

    it('ships supplements to Switzerland as a tax-free export, the analysis still at the seller’s rate', async () => {
      const swiss = (
        await createPatient(doctor.client, { biological_sex: 'Male', salutation: 'male', country: 'CH' })
      ).id;
      const cart = await evaluate(swiss, [
        { item_id: ids['blood-basic'], item_type: 'Product' },
        { item_id: ids['supplements-elements'], item_type: 'CustomProduct' },
      ]);
      expect(cart.vat_country).toBe('CH');
      expect(cart.taxes).toEqual([
        { category: 'Analyses', rate: 19, gross_amount: 89, tax_amount: 14.21 },
        { category: 'Supplements', rate: 0, gross_amount: 179, tax_amount: 0 },
      ]);
      expect(cart.tax_amount).toBe(14.21);
    });

    it('follows the configured seat and OSS registration: an Austrian seller past the threshold', async () => {
      const austrian = await createTestApp({
        OPERATOR_COUNTRY: 'Österreich',
        OPERATOR_OSS_REGISTERED: 'true',
      });
      try {
        const other = await signedIn(austrian);
        const german = (
          await createPatient(other.client, { biological_sex: 'Male', salutation: 'male', country: 'DE' })
        ).id;
        const { evaluateCart } = await other.client.query<{
          evaluateCart: { taxes: { category: string; rate: number }[] };
        }>(EVALUATE, {
          patientId: german,
          items: [
            { item_id: ids['blood-basic'], item_type: 'Product' },
            { item_id: ids['supplements-elements'], item_type: 'CustomProduct' },
          ],
        });
        // The analysis at the Austrian seat's 20 %, the supplements at Germany's 7 % (§ 3c UStG, OSS).
        expect(evaluateCart.taxes.map(({ category, rate }) => [category, rate])).toEqual([
          ['Analyses', 20],
          ['Supplements', 7],
        ]);
      } finally {
        await closeApp(austrian);
      }
    });

    it('leaves a medically indicated analysis without VAT (§ 4 Nr. 14 UStG)', async () => {
      const dataSource = app.get(DataSource);
      const [{ id }] = await dataSource.query<{ id: string }[]>(
        `INSERT INTO shop_items (key, kind, type, name_de, name_en, description_de, description_en, brut_price_cents, rank, medically_indicated)
         VALUES ($1, 'Product', 'Blood', 'Indikationsanalyse', 'Indicated analysis', '', '', 12345, 999, true) RETURNING id`,
        [`indicated-${Date.now()}`],
      );
      try {
        const cart = await evaluate(male, [{ item_id: id, item_type: 'Product' }]);
        expect(cart.items[0]).toMatchObject({ vat_rate: 0, tax_amount: 0, final_price: 123.45 });
        expect(cart.taxes).toEqual([{ category: 'Analyses', rate: 0, gross_amount: 123.45, tax_amount: 0 }]);
      } finally {
        await dataSource.query(`DELETE FROM shop_items WHERE id = $1`, [id]);
      }
    });
  });
});
