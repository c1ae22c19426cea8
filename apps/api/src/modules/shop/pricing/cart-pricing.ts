import {
  type DiscountType,
  type ShopItemKind,
  type ShopItemType,
  type VatCategory,
  CART_MAX_ITEMS,
  DiscountType as Discount,
  ProductType,
  ShopItemKind as Kind,
  holdsDnaAnalysis,
  vatCategoryOf,
} from '@portal/shared-types';
import type { ErrorDefinition } from '../../../common/errors/error-catalogue.js';
import { BiologicalSex } from '../../patients/index.js';
import { ShopError } from '../shop.errors.js';
import { allocateByWeight, grossToTax } from './money-split.js';
import type { VatCode, VatExemption, VatTreatment } from './vat-rules.js';

/** What the engine needs of a shop item. */
export interface CatalogueItem {
  id: string;
  kind: ShopItemKind;
  type: ShopItemType;
  brut_price_cents: number;
  for_sex: BiologicalSex | null;
  female_item_id: string | null;
  male_item_id: string | null;
  is_active: boolean;
  /** An analysis ordered for a diagnosis with a therapeutic aim: VAT-exempt (vat-rules.ts). */
  medically_indicated: boolean;
  /** For bundles: the products they contain. */
  productIds: readonly string[];
}

export interface CartRequestItem {
  item_id: string;
  item_type: ShopItemKind;
  quantity: number;
}

export interface CartDiscount {
  discount_type: DiscountType;
  /** Fixed: cents. Percentage: basis points. */
  amount: number;
}

export interface PricingInput {
  items: readonly CartRequestItem[];
  catalogue: ReadonlyMap<string, CatalogueItem>;
  /** Null while no patient is chosen: custom and sex-specific items cannot be resolved. */
  sex: BiologicalSex | null;
  /**
   * Whether the patient is of full age today (DNA analyses are for adults only); null while no patient
   * is chosen (placing always has one).
   */
  ofFullAge?: boolean | null;
  /** The VAT of a concrete item for this cart's seller and delivery country (vat-rules.ts, `vatTreatment`). */
  vat: (item: CatalogueItem) => VatTreatment;
  discount: CartDiscount | null;
}

export interface PricedLine {
  item_id: string;
  item_type: ShopItemKind;
  resolved_item_id: string;
  quantity: number;
  vat_category: VatCategory;
  vat_rate_bp: number;
  /** EN 16931 VAT category code and the exemption or export note, if any (vat-rules.ts). */
  vat_code: VatCode;
  vat_exemption: VatExemption | null;
  original_price_cents: number;
  discount_cents: number;
  final_price_cents: number;
  tax_amount_cents: number;
}

export interface Adjustment {
  item_id: string;
  item_type: ShopItemKind;
  by_item_id: string;
  by_item_type: ShopItemKind;
}

export interface TaxLine {
  category: VatCategory;
  rate_bp: number;
  vat_code: VatCode;
  vat_exemption: VatExemption | null;
  gross_cents: number;
  tax_cents: number;
}

export interface PricedCart {
  lines: PricedLine[];
  covered: Adjustment[];
  removed: Adjustment[];
  taxes: TaxLine[];
  original_price_cents: number;
  discount_amount_cents: number;
  total_price_cents: number;
  tax_amount_cents: number;
}

/** Problems of single items, keyed `<item_type>.<item_id>` (the spec's per-item errors). */
export type ItemProblems = Record<string, ErrorDefinition[]>;

export type PricingResult = { ok: true; cart: PricedCart } | { ok: false; problems: ItemProblems };

interface Candidate {
  request: CartRequestItem;
  resolved: CatalogueItem;
  contents: ReadonlySet<string>;
}

export const itemKey = (item: { item_type: string; item_id: string }) => `${item.item_type}.${item.item_id}`;

/**
 * The one pricing engine: resolves custom items to the patient's sex, applies the bundle rules (a
 * bundle removes the products and smaller bundles it contains; an item a bundle in the cart already
 * covers is reported, not added), spreads the discount over the lines and splits the VAT. Every
 * amount is integer cents and the lines add up to the totals exactly.
 */
export function priceCart(input: PricingInput): PricingResult {
  const problems: ItemProblems = {};
  const problem = (item: CartRequestItem, failure: ErrorDefinition) => {
    (problems[itemKey(item)] ??= []).push(failure);
  };
  if (input.items.length > CART_MAX_ITEMS) {
    problem(input.items[CART_MAX_ITEMS], ShopError.tooManyItems);
    return { ok: false, problems };
  }

  const candidates: Candidate[] = [];
  for (const request of input.items) {
    const resolved = resolve(request, input, (failure) => problem(request, failure));
    if (resolved) candidates.push(resolved);
  }
  if (Object.keys(problems).length) return { ok: false, problems };

  const { kept, covered, removed } = applyBundleRules(candidates);
  return { ok: true, cart: { ...priceLines(kept, input), covered, removed } };
}

function resolve(
  request: CartRequestItem,
  { catalogue, sex, ofFullAge }: PricingInput,
  fail: (failure: ErrorDefinition) => void,
): Candidate | null {
  const row = catalogue.get(request.item_id);
  if (!row || !row.is_active) return (fail(ShopError.itemUnknown), null);
  if (row.kind !== request.item_type) return (fail(ShopError.itemWrongType), null);

  let resolved = row;
  if (row.kind === Kind.CustomProduct || row.kind === Kind.CustomBundle) {
    if (!sex) return (fail(ShopError.itemNeedsPatient), null);
    const target = catalogue.get(
      (sex === BiologicalSex.Female ? row.female_item_id : row.male_item_id) ?? '',
    );
    if (!target || !target.is_active) return (fail(ShopError.itemUnknown), null);
    resolved = target;
  }

  const contents = new Set(resolved.kind === Kind.Bundle ? resolved.productIds : [resolved.id]);
  const needsFemale = [...contents].some((id) => {
    const product = catalogue.get(id);
    return product?.type === ProductType.DnaFertility || product?.for_sex === BiologicalSex.Female;
  });
  if (needsFemale || resolved.for_sex === BiologicalSex.Female) {
    if (!sex) return (fail(ShopError.itemNeedsPatient), null);
    if (sex !== BiologicalSex.Female) return (fail(ShopError.itemFemaleOnly), null);
  }
  if (ofFullAge === false && holdsDnaAnalysis(resolved)) return (fail(ShopError.itemAdultsOnly), null);
  if (request.quantity > 1 && resolved.type !== ProductType.Supplements)
    return (fail(ShopError.itemOnlyOnce), null);
  return { request, resolved, contents };
}

const isSubset = (small: ReadonlySet<string>, big: ReadonlySet<string>) =>
  [...small].every((id) => big.has(id));

/** In the order the doctor chose them: covered items are skipped, contained items give way. */
function applyBundleRules(candidates: Candidate[]) {
  const kept: Candidate[] = [];
  const covered: Adjustment[] = [];
  const removed: Adjustment[] = [];
  for (const candidate of candidates) {
    const coveredBy = kept.find((line) => isSubset(candidate.contents, line.contents));
    if (coveredBy) {
      covered.push(adjustment(candidate, coveredBy));
      continue;
    }
    for (let index = kept.length - 1; index >= 0; index--) {
      if (isSubset(kept[index].contents, candidate.contents)) {
        removed.push(adjustment(kept[index], candidate));
        kept.splice(index, 1);
      }
    }
    kept.push(candidate);
  }
  return { kept, covered, removed };
}

function adjustment(item: Candidate, by: Candidate): Adjustment {
  return {
    item_id: item.request.item_id,
    item_type: item.request.item_type,
    by_item_id: by.request.item_id,
    by_item_type: by.request.item_type,
  };
}

function priceLines(
  kept: Candidate[],
  { vat, discount }: PricingInput,
): Omit<PricedCart, 'covered' | 'removed'> {
  const originals = kept.map((line) => line.resolved.brut_price_cents * line.request.quantity);
  const original = originals.reduce((sum, cents) => sum + cents, 0);
  const discountTotal = discountOf(original, discount);
  const shares = allocateByWeight(discountTotal, originals);

  const lines = kept.map((line, index): PricedLine => {
    const { vat_rate_bp, vat_code, vat_exemption } = vat(line.resolved);
    const final = originals[index] - shares[index];
    return {
      item_id: line.request.item_id,
      item_type: line.request.item_type,
      resolved_item_id: line.resolved.id,
      quantity: line.request.quantity,
      vat_category: vatCategoryOf(line.resolved.type),
      vat_rate_bp,
      vat_code,
      vat_exemption,
      original_price_cents: originals[index],
      discount_cents: shares[index],
      final_price_cents: final,
      tax_amount_cents: grossToTax(final, vat_rate_bp),
    };
  });

  return {
    lines,
    taxes: taxLinesOf(lines),
    original_price_cents: original,
    discount_amount_cents: discountTotal,
    total_price_cents: original - discountTotal,
    tax_amount_cents: lines.reduce((sum, line) => sum + line.tax_amount_cents, 0),
  };
}

/**
 * The VAT of priced lines per category, rate, VAT code and note: the cart's, the order's, the confirmation's and
 * the invoice's split (an exempt and an export line both at 0 % stay apart: each has its own note).
 */
export function taxLinesOf(
  lines: readonly (Pick<
    PricedLine,
    'vat_category' | 'vat_rate_bp' | 'final_price_cents' | 'tax_amount_cents'
  > &
    Partial<Pick<PricedLine, 'vat_code' | 'vat_exemption'>>)[],
): TaxLine[] {
  const taxes = new Map<string, TaxLine>();
  for (const line of lines) {
    const vat_code = line.vat_code ?? 'S';
    const vat_exemption = line.vat_exemption ?? null;
    const key = `${line.vat_category}:${line.vat_rate_bp}:${vat_code}:${vat_exemption}`;
    const tax = taxes.get(key) ?? {
      category: line.vat_category,
      rate_bp: line.vat_rate_bp,
      vat_code,
      vat_exemption,
      gross_cents: 0,
      tax_cents: 0,
    };
    tax.gross_cents += line.final_price_cents;
    tax.tax_cents += line.tax_amount_cents;
    taxes.set(key, tax);
  }
  return [...taxes.values()];
}

/** The discount on a cart, never more than the cart. Percentages round half up to the cent. */
function discountOf(original: number, discount: CartDiscount | null): number {
  if (!discount || original === 0) return 0;
  if (discount.discount_type === Discount.Fixed) return Math.min(discount.amount, original);
  return Math.min(original, Math.floor((original * discount.amount + 5000) / 10000));
}
