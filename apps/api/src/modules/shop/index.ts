// The shop's public face: what other areas may use. Its tables (items, bundles, VAT rates, discount codes)
// are written only here; the view classes are exported as GraphQL types.
export { taxView } from './cart-evaluation.view.js';
export type { ShopViews } from './catalogue.service.js';
export { discountCodeView, discountCodeViewById, findDiscountById } from './discount-codes.js';
export type { DiscountCode } from './entities/discount-code.entity.js';
export type { ShopItemRow } from './entities/shop-item.entity.js';
export { CartItemInput, CartLine, CartTax } from './graphql/cart.types.js';
export { DiscountCodeView } from './graphql/discount-code.types.js';
export { ShopItemView } from './graphql/shop-item.types.js';
export { type CartRequestItem, itemKey, type PricedCart, taxLinesOf } from './pricing/cart-pricing.js';
export { ShopError } from './shop.errors.js';
export type { VatCode, VatExemption } from './pricing/vat-rules.js';
export { ShopModule } from './shop.module.js';
export { ShopService } from './shop.service.js';
