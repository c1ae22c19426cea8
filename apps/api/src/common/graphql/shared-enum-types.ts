import { registerEnumType } from '@nestjs/graphql';
import {
  BundleType,
  ConsentType,
  DiscountApplication,
  DiscountType,
  PaymentStatus,
  Permission,
  ProductType,
  Salutation,
  ShopItemKind,
  SortOrder,
  VatCategory,
} from '@portal/shared-types';

// The enums that API and web share live once in @portal/shared-types; this registers them in the
// GraphQL schema under the spec's names (test/shared-enums.spec.ts compares the two). Imported for its
// effect by the files whose fields use them.
registerEnumType(Salutation, { name: 'Salutation' });
registerEnumType(Permission, { name: 'Permission' });
registerEnumType(ConsentType, { name: 'ConsentType', description: 'Where a consent is asked for.' });
registerEnumType(SortOrder, { name: 'SortOrder', description: 'Direction of an orderBy clause.' });
registerEnumType(ShopItemKind, { name: 'ShopItemKind', description: 'The kind of a shop item (item_type).' });
registerEnumType(ProductType, { name: 'ProductType' });
registerEnumType(BundleType, { name: 'BundleType' });
registerEnumType(DiscountType, { name: 'DiscountType' });
registerEnumType(DiscountApplication, {
  name: 'DiscountApplication',
  description: 'Cart codes apply to new orders; Subscription codes only to renewals.',
});
registerEnumType(VatCategory, { name: 'VatCategory' });
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'Pending means the payment link was sent and the payment is outstanding.',
});
