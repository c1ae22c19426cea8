import { defineErrors } from '../../common/errors/error-catalogue.js';

export const ShopError = defineErrors({
  // The spec's client maps the key 'discountCode.invalid' to 'Ungültiger Rabattcode'.
  discountInvalid: { reason: 'shop.discountInvalid', wire: 'discountCode.invalid' },
  discountNotForCart: 'shop.discountNotForCart',
  itemUnknown: 'shop.itemUnknown',
  itemWrongType: 'shop.itemWrongType',
  itemFemaleOnly: 'shop.itemFemaleOnly',
  itemNeedsPatient: 'shop.itemNeedsPatient',
  itemOnlyOnce: 'shop.itemOnlyOnce',
  // GenDG: no predictive genetic examinations of minors (docs/decisions/orders.md, issue 28).
  itemAdultsOnly: 'shop.itemAdultsOnly',
  tooManyItems: 'shop.tooManyItems',
});
