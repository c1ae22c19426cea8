import fc from 'fast-check';
import { DiscountType, type ShopItemKind, VatCategory, vatCategoryOf } from '@portal/shared-types';
import { BiologicalSex } from '../../patients/entities/patient.entity.js';
import { type CatalogueItem, type CartRequestItem, priceCart } from './cart-pricing.js';
import { allocateByWeight, grossToTax } from './money-split.js';

const item = (
  id: string,
  kind: ShopItemKind,
  type: CatalogueItem['type'],
  cents: number,
  extra: Partial<CatalogueItem> = {},
): CatalogueItem => ({
  id,
  kind,
  type,
  brut_price_cents: cents,
  for_sex: null,
  female_item_id: null,
  male_item_id: null,
  is_active: true,
  medically_indicated: false,
  productIds: [],
  ...extra,
});

// A small catalogue shaped like the seeded one: overlapping bundles, custom items, a female-only analysis.
const items = [
  item('1', 'Product', 'Blood', 8900),
  item('2', 'Product', 'Blood', 14900),
  item('3', 'Product', 'Blood', 6900),
  item('4', 'Product', 'DnaNutrigenetics', 22900),
  item('5', 'Product', 'DnaWeightGenetics', 19900),
  item('6', 'Product', 'DnaFertility', 21900, { for_sex: BiologicalSex.Female }),
  item('7', 'Product', 'Supplements', 17900, { for_sex: BiologicalSex.Female }),
  item('8', 'Product', 'Supplements', 16900, { for_sex: BiologicalSex.Male }),
  item('9', 'CustomProduct', 'Supplements', 17900, { female_item_id: '7', male_item_id: '8' }),
  item('10', 'Bundle', 'BloodOnly', 20900, { productIds: ['1', '2'] }),
  item('11', 'Bundle', 'BloodOnly', 26900, { productIds: ['1', '2', '3'] }),
  item('12', 'Bundle', 'DnaAndBlood', 34900, { productIds: ['2', '4'] }),
  item('13', 'Bundle', 'DnaOnly', 36900, { productIds: ['4', '5'] }),
  item('14', 'Bundle', 'DnaAndBlood', 29900, { productIds: ['3', '6'] }),
  item('15', 'Bundle', 'BloodOnly', 9900, { productIds: ['3'] }),
  item('16', 'CustomBundle', 'DnaAndBlood', 29900, { female_item_id: '14', male_item_id: '15' }),
  item('17', 'Product', 'Blood', 5000, { is_active: false }),
  item('18', 'Product', 'Blood', 7900, { medically_indicated: true }),
];
const catalogue = new Map(items.map((entry) => [entry.id, entry]));
const rates = { [VatCategory.Analyses]: 2000, [VatCategory.Supplements]: 1000 };
// An AT seller's rates; a medically indicated analysis is exempt (the rules themselves: vat-rules.spec.ts).
const vat = (entry: CatalogueItem) =>
  entry.medically_indicated
    ? { vat_rate_bp: 0, vat_code: 'E' as const, vat_exemption: 'medical-at' as const }
    : { vat_rate_bp: rates[vatCategoryOf(entry.type)], vat_code: 'S' as const, vat_exemption: null };
const req = (item_id: string, quantity = 1): CartRequestItem => ({
  item_id,
  item_type: catalogue.get(item_id)?.kind ?? 'Product',
  quantity,
});

function price(
  requests: CartRequestItem[],
  sex: BiologicalSex | null = BiologicalSex.Female,
  discount: Parameters<typeof priceCart>[0]['discount'] = null,
) {
  return priceCart({ items: requests, catalogue, sex, vat, discount });
}

function ok(result: ReturnType<typeof priceCart>) {
  if (!result.ok) throw new Error(`expected a priced cart, got ${JSON.stringify(result.problems)}`);
  return result.cart;
}

describe('priceCart', () => {
  it('adding a bundle removes the products and smaller bundles it contains', () => {
    const cart = ok(price([req('1'), req('10'), req('11')]));
    expect(cart.lines.map((line) => line.item_id)).toEqual(['11']);
    expect(cart.removed).toEqual([
      { item_id: '1', item_type: 'Product', by_item_id: '10', by_item_type: 'Bundle' },
      { item_id: '10', item_type: 'Bundle', by_item_id: '11', by_item_type: 'Bundle' },
    ]);
  });

  it('reports an item a bundle in the cart already covers and does not add it', () => {
    const cart = ok(price([req('11'), req('10'), req('2')]));
    expect(cart.lines.map((line) => line.item_id)).toEqual(['11']);
    expect(cart.covered.map((entry) => [entry.item_id, entry.by_item_id])).toEqual([
      ['10', '11'],
      ['2', '11'],
    ]);
  });

  it('keeps overlapping bundles that do not contain one another', () => {
    const cart = ok(price([req('10'), req('12')]));
    expect(cart.lines.map((line) => line.item_id)).toEqual(['10', '12']);
  });

  it('resolves custom items to the patient’s sex', () => {
    expect(ok(price([req('9')], BiologicalSex.Male)).lines[0]).toMatchObject({
      resolved_item_id: '8',
      original_price_cents: 16900,
    });
    expect(ok(price([req('16')], BiologicalSex.Female)).lines[0]).toMatchObject({ resolved_item_id: '14' });
    expect(ok(price([req('16')], BiologicalSex.Male)).lines[0]).toMatchObject({ resolved_item_id: '15' });
  });

  it('refuses the fertility analysis (alone or in a bundle) for male patients, and custom items without a patient', () => {
    const male = price([req('6'), req('14'), req('1')], BiologicalSex.Male);
    expect(
      male.ok ? null : Object.entries(male.problems).map(([key, failures]) => [key, failures[0].reason]),
    ).toEqual([
      ['Product.6', 'shop.itemFemaleOnly'],
      ['Bundle.14', 'shop.itemFemaleOnly'],
    ]);
    const nobody = price([req('9')], null);
    expect(nobody.ok ? null : nobody.problems['CustomProduct.9'][0].reason).toBe('shop.itemNeedsPatient');
  });

  it('refuses every DNA analysis (product, bundle, custom bundle) for a minor; blood and supplements stay allowed', () => {
    const requests = [req('4'), req('12'), req('13'), req('16'), req('1'), req('10'), req('9')];
    const minor = priceCart({
      items: requests,
      catalogue,
      sex: BiologicalSex.Female,
      vat,
      discount: null,
      ofFullAge: false,
    });
    expect(
      minor.ok ? null : Object.entries(minor.problems).map(([key, failures]) => [key, failures[0].reason]),
    ).toEqual([
      ['Product.4', 'shop.itemAdultsOnly'],
      ['Bundle.12', 'shop.itemAdultsOnly'],
      ['Bundle.13', 'shop.itemAdultsOnly'],
      ['CustomBundle.16', 'shop.itemAdultsOnly'],
    ]);
    // The male custom bundle resolves to a blood-only one: allowed.
    const male = priceCart({
      items: [req('16'), req('9')],
      catalogue,
      sex: BiologicalSex.Male,
      vat,
      discount: null,
      ofFullAge: false,
    });
    expect(male.ok).toBe(true);
    for (const ofFullAge of [true, null])
      expect(
        priceCart({
          items: requests.slice(0, 4),
          catalogue,
          sex: BiologicalSex.Female,
          vat,
          discount: null,
          ofFullAge,
        }).ok,
      ).toBe(true);
  });

  it('refuses unknown, retired and mistyped items and a second unit of an analysis', () => {
    const result = price([
      req('999'),
      req('17'),
      { item_id: '10', item_type: 'Product', quantity: 1 },
      req('1', 2),
      req('9', 3),
    ]);
    expect(
      result.ok
        ? null
        : Object.fromEntries(
            Object.entries(result.problems).map(([key, failures]) => [key, failures[0].reason]),
          ),
    ).toEqual({
      'Product.999': 'shop.itemUnknown',
      'Product.17': 'shop.itemUnknown',
      'Product.10': 'shop.itemWrongType',
      'Product.1': 'shop.itemOnlyOnce',
    });
  });

  it('spreads a fixed discount over the lines and splits the VAT per category', () => {
    const cart = ok(
      price([req('10'), req('9', 2)], BiologicalSex.Female, {
        discount_type: DiscountType.Fixed,
        amount: 2000,
      }),
    );
    expect(cart.original_price_cents).toBe(20900 + 2 * 17900);
    expect(cart.discount_amount_cents).toBe(2000);
    expect(cart.total_price_cents).toBe(20900 + 2 * 17900 - 2000);
    expect(cart.taxes.map((tax) => tax.category).sort()).toEqual(['Analyses', 'Supplements']);
  });

  it('prices each line by its own VAT rule: an exempt analysis has its own tax line without VAT', () => {
    const cart = ok(
      price([req('1'), req('18'), req('9')], BiologicalSex.Female, {
        discount_type: DiscountType.Percentage,
        amount: 1000,
      }),
    );
    const exempt = cart.lines.find((line) => line.resolved_item_id === '18')!;
    expect(exempt).toMatchObject({
      vat_rate_bp: 0,
      vat_code: 'E',
      vat_exemption: 'medical-at',
      tax_amount_cents: 0,
    });
    expect(exempt.final_price_cents).toBe(7110);
    expect(cart.taxes).toEqual([
      expect.objectContaining({ category: 'Analyses', rate_bp: 2000, vat_code: 'S', gross_cents: 8010 }),
      {
        category: 'Analyses',
        rate_bp: 0,
        vat_code: 'E',
        vat_exemption: 'medical-at',
        gross_cents: 7110,
        tax_cents: 0,
      },
      expect.objectContaining({ category: 'Supplements', rate_bp: 1000, vat_code: 'S', gross_cents: 16110 }),
    ]);
    expect(cart.total_price_cents).toBe(8010 + 7110 + 16110);
  });

  it('never discounts more than the cart and rounds percentages half up', () => {
    expect(
      ok(price([req('3')], null, { discount_type: DiscountType.Fixed, amount: 999999 })).total_price_cents,
    ).toBe(0);
    // 10 % of 69,00 € = 6,90 €; 15 % of 89,00 € = 13,35 €.
    expect(
      ok(price([req('3')], null, { discount_type: DiscountType.Percentage, amount: 1000 }))
        .discount_amount_cents,
    ).toBe(690);
    expect(
      ok(price([req('1')], null, { discount_type: DiscountType.Percentage, amount: 1500 }))
        .discount_amount_cents,
    ).toBe(1335);
  });

  it('adds up to the cent for any cart and discount', () => {
    const ids = items.filter((entry) => entry.is_active).map((entry) => entry.id);
    const discount = fc.oneof(
      fc.constant(null),
      fc.record({
        discount_type: fc.constant(DiscountType.Fixed),
        amount: fc.integer({ min: 1, max: 200000 }),
      }),
      fc.record({
        discount_type: fc.constant(DiscountType.Percentage),
        amount: fc.integer({ min: 1, max: 10000 }),
      }),
    );
    const request = fc.record({ id: fc.constantFrom(...ids), quantity: fc.integer({ min: 1, max: 10 }) });
    const checked = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(
        fc.array(request, { maxLength: 40 }),
        discount,
        fc.constantFrom(BiologicalSex.Female, BiologicalSex.Male),
        (requests, code, sex) => {
          // Analyses once, supplements up to 10 times: mostly valid carts, so the sums get checked.
          const cartItems = requests.map((entry) =>
            req(entry.id, catalogue.get(entry.id)!.type === 'Supplements' ? entry.quantity : 1),
          );
          const result = price(cartItems, sex, code);
          if (!result.ok) {
            checked.invalid += 1;
            return true;
          }
          checked.valid += 1;
          const { lines } = result.cart;
          const sum = (pick: (line: (typeof lines)[number]) => number) =>
            lines.reduce((acc, line) => acc + pick(line), 0);
          expect(sum((line) => line.final_price_cents)).toBe(result.cart.total_price_cents);
          expect(sum((line) => line.original_price_cents)).toBe(result.cart.original_price_cents);
          expect(sum((line) => line.tax_amount_cents)).toBe(result.cart.tax_amount_cents);
          expect(result.cart.taxes.reduce((acc, tax) => acc + tax.tax_cents, 0)).toBe(
            result.cart.tax_amount_cents,
          );
          expect(result.cart.taxes.reduce((acc, tax) => acc + tax.gross_cents, 0)).toBe(
            result.cart.total_price_cents,
          );
          expect(result.cart.original_price_cents - result.cart.discount_amount_cents).toBe(
            result.cart.total_price_cents,
          );
          for (const line of lines) {
            expect(Number.isInteger(line.final_price_cents)).toBe(true);
            expect(line.final_price_cents).toBeGreaterThanOrEqual(0);
            expect(line.final_price_cents).toBeLessThanOrEqual(line.original_price_cents);
            expect(line.tax_amount_cents).toBe(grossToTax(line.final_price_cents, line.vat_rate_bp));
          }
          // No kept line is contained in another kept line.
          const ids = new Set(lines.map((line) => line.resolved_item_id));
          expect(ids.size).toBe(lines.length);
          return true;
        },
      ),
      { numRuns: 500 },
    );
    expect(checked.valid).toBeGreaterThan(100);
  });
});

describe('money splits', () => {
  it('allocates whole cents that add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const shares = allocateByWeight(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
        },
      ),
    );
  });

  it('takes the VAT out of a gross amount, rounding half up', () => {
    expect(grossToTax(11900, 1900)).toBe(1900);
    expect(grossToTax(12000, 2000)).toBe(2000);
    expect(grossToTax(1, 2000)).toBe(0);
    expect(grossToTax(17900, 1000)).toBe(1627);
  });
});
