import { centsToEuros } from '@portal/shared-types';
import type { ShopViews } from './catalogue.service.js';
import { discountCodeView } from './discount-codes.js';
import type { CartEvaluation, CartTax } from './graphql/cart.types.js';
import type { TaxLine } from './pricing/cart-pricing.js';
import type { Priced } from './shop.service.js';

/** A VAT line in euros and percent. */
export function taxView(tax: TaxLine): CartTax {
  return {
    category: tax.category,
    rate: tax.rate_bp / 100,
    gross_amount: centsToEuros(tax.gross_cents),
    tax_amount: centsToEuros(tax.tax_cents),
  };
}

/** The engine's cents as evaluateCart's euros. */
export function cartEvaluationView({ cart, discount, country }: Priced, views: ShopViews): CartEvaluation {
  return {
    items: cart.lines.map((line) => ({
      item_id: line.item_id,
      item_type: line.item_type,
      quantity: line.quantity,
      item: views.view(line.item_id),
      resolvedItem: views.view(line.resolved_item_id),
      vat_category: line.vat_category,
      vat_rate: line.vat_rate_bp / 100,
      original_price: centsToEuros(line.original_price_cents),
      final_price: centsToEuros(line.final_price_cents),
      tax_amount: centsToEuros(line.tax_amount_cents),
    })),
    total_price: centsToEuros(cart.total_price_cents),
    original_price: centsToEuros(cart.original_price_cents),
    discount_amount: centsToEuros(cart.discount_amount_cents),
    tax_amount: centsToEuros(cart.tax_amount_cents),
    taxes: cart.taxes.map(taxView),
    discountCode: discount ? discountCodeView(discount) : null,
    coveredItems: cart.covered,
    removedItems: cart.removed,
    vat_country: country,
  };
}
