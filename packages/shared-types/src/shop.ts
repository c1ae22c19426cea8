// The shop's vocabulary (doctor spec, section 3: shop items, discount codes, orders), shared by API and web.
import { valuesOf } from './const-enum.js';

/** The four kinds of shop item; `item_type` of a cart or order line. */
export const ShopItemKind = {
  Product: 'Product',
  CustomProduct: 'CustomProduct',
  Bundle: 'Bundle',
  CustomBundle: 'CustomBundle',
} as const;
export type ShopItemKind = (typeof ShopItemKind)[keyof typeof ShopItemKind];
export const SHOP_ITEM_KINDS = valuesOf(ShopItemKind);

export const ProductType = {
  Blood: 'Blood',
  DnaGeneticRisk: 'DnaGeneticRisk',
  DnaWeightGenetics: 'DnaWeightGenetics',
  DnaNutrigenetics: 'DnaNutrigenetics',
  DnaPharmacoGenetics: 'DnaPharmacoGenetics',
  DnaFertility: 'DnaFertility',
  Supplements: 'Supplements',
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];
export const PRODUCT_TYPES = valuesOf(ProductType);

export const DNA_PRODUCT_TYPES: readonly ProductType[] = [
  ProductType.DnaGeneticRisk,
  ProductType.DnaWeightGenetics,
  ProductType.DnaNutrigenetics,
  ProductType.DnaPharmacoGenetics,
  ProductType.DnaFertility,
];

export const BundleType = {
  BloodOnly: 'BloodOnly',
  DnaOnly: 'DnaOnly',
  DnaAndBlood: 'DnaAndBlood',
} as const;
export type BundleType = (typeof BundleType)[keyof typeof BundleType];
export const BUNDLE_TYPES = valuesOf(BundleType);

/** A shop item's `type`: a product type for products, a bundle type for bundles. */
export type ShopItemType = ProductType | BundleType;

/**
 * True for a concrete product or bundle that holds a DNA analysis (a genetic examination under the
 * Gendiagnostikgesetz): a DNA product, or a bundle that is not blood-only.
 */
export function holdsDnaAnalysis(item: { kind: string; type: string }): boolean {
  if (item.kind === ShopItemKind.Bundle) return item.type !== BundleType.BloodOnly;
  return DNA_PRODUCT_TYPES.includes(item.type as ProductType);
}

/** True for a concrete product or bundle that holds a blood analysis: blood, or a bundle that is not DNA-only. */
export function holdsBloodAnalysis(item: { kind: string; type: string }): boolean {
  if (item.kind === ShopItemKind.Bundle) return item.type !== BundleType.DnaOnly;
  return item.type === ProductType.Blood;
}

export const DiscountType = {
  Fixed: 'Fixed',
  Percentage: 'Percentage',
} as const;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];
export const DISCOUNT_TYPES = valuesOf(DiscountType);

/** Where a code applies: the cart of a new order, or (issue 15) subscription renewals only. */
export const DiscountApplication = {
  Cart: 'Cart',
  Subscription: 'Subscription',
} as const;
export type DiscountApplication = (typeof DiscountApplication)[keyof typeof DiscountApplication];
export const DISCOUNT_APPLICATIONS = valuesOf(DiscountApplication);

/** VAT is split by these categories (spec: "VAT breakdown is shown per analyses and supplements"). */
export const VatCategory = {
  Analyses: 'Analyses',
  Supplements: 'Supplements',
} as const;
export type VatCategory = (typeof VatCategory)[keyof typeof VatCategory];
export const VAT_CATEGORIES = valuesOf(VatCategory);

export function vatCategoryOf(type: ShopItemType): VatCategory {
  return type === ProductType.Supplements ? VatCategory.Supplements : VatCategory.Analyses;
}

export const PaymentStatus = {
  Pending: 'Pending',
  Expired: 'Expired',
  Fail: 'Fail',
  Success: 'Success',
  Canceled: 'Canceled',
  /** The payer's bank took the money back after it was paid (a chargeback); issue 32. */
  ChargedBack: 'ChargedBack',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const PAYMENT_STATUSES = valuesOf(PaymentStatus);

/** A refund at the payment provider, in our words (Mollie's `processing` counts as Pending, `canceled` as Failed). */
export const PaymentRefundStatus = {
  Queued: 'Queued',
  Pending: 'Pending',
  Refunded: 'Refunded',
  Failed: 'Failed',
} as const;
export type PaymentRefundStatus = (typeof PaymentRefundStatus)[keyof typeof PaymentRefundStatus];
export const PAYMENT_REFUND_STATUSES = valuesOf(PaymentRefundStatus);

/** Shop page size (spec section 9: "Shop 100 items per fetch"). */
export const SHOP_PAGE_SIZE = 100;
/** Lines in one cart; a realistic order has 1-5, the whole catalogue is under 40. */
export const CART_MAX_ITEMS = 50;
/** Supplements may be ordered several times (e.g. for a household); analyses once per order. */
export const CART_MAX_QUANTITY = 10;
/** Supplements are priced per 90 days (spec section 9). */
export const SUPPLEMENT_PERIOD_DAYS = 90;
/** The payment link's own lifetime, independent of the provider's checkout sessions. */
export const PAYMENT_LINK_TTL_DAYS = 14;
