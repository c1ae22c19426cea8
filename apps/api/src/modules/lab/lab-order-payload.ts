import { NoiOrderType } from '../orders/index.js';

export interface LabIngredient {
  readonly name: string;
  readonly quantity: number;
  readonly formattedUnit: string;
}

export interface LabOrderedProduct {
  readonly productCode: string;
  readonly name: string;
  /** Supplements only, once the recipe exists (formulas area). */
  readonly ingredients?: readonly LabIngredient[];
}

/** What `noiOrders.sent_data` shows: the products the part was sent with. */
export interface LabSentData {
  readonly orderedProducts: readonly LabOrderedProduct[];
}

/** The body of POST {LAB_API_URL}/v1/orders. The patient is pseudonymised: guid, sex, birth date. */
export interface LabOrderRequest extends LabSentData {
  readonly externalOrderNo: string;
  readonly type: NoiOrderType;
  readonly barcode: string | null;
  readonly patient: { readonly guid: string; readonly sex: string; readonly birthDate: string };
  readonly callbackUrl: string;
}

/** A concrete product of the order, as the lab payload needs it. */
export interface PartProduct {
  readonly key: string;
  readonly name: string;
  readonly type: string;
}

const DNA_TYPES = new Set([
  'DnaGeneticRisk',
  'DnaWeightGenetics',
  'DnaNutrigenetics',
  'DnaPharmacoGenetics',
  'DnaFertility',
]);

/** Which part of an order a product belongs to. */
export function partTypeOfProduct(productType: string): NoiOrderType | null {
  if (productType === 'Blood') return NoiOrderType.blood;
  if (DNA_TYPES.has(productType)) return NoiOrderType.dna;
  if (productType === 'Supplements') return NoiOrderType.supplements;
  return null;
}

/** Our number for one part at the lab: "<order number>-<part>". */
export const externalOrderNoOf = (orderNumber: string, type: NoiOrderType) => `${orderNumber}-${type}`;

/** What production needs of a recipe ingredient. */
export interface RecipeDose {
  readonly name: string;
  readonly quantity: number;
  readonly formattedUnit: string;
}

/**
 * The part's products, each once, in a stable order (by product code). Supplements products carry the
 * recipe's ingredients (the plan is one recipe, whatever product it was ordered as).
 */
export function orderedProductsOf(
  type: NoiOrderType,
  products: readonly PartProduct[],
  recipe?: readonly RecipeDose[],
): LabOrderedProduct[] {
  const ingredients = recipe?.map(({ name, quantity, formattedUnit }) => ({ name, quantity, formattedUnit }));
  const byCode = new Map<string, LabOrderedProduct>();
  for (const product of products)
    if (partTypeOfProduct(product.type) === type)
      byCode.set(product.key, {
        productCode: product.key,
        name: product.name,
        ...(ingredients ? { ingredients } : {}),
      });
  return [...byCode.values()].sort((a, b) => a.productCode.localeCompare(b.productCode));
}
