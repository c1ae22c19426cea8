import { Field, Float, ID, InterfaceType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { BUNDLE_TYPES, PRODUCT_TYPES, type ShopItemKind, type ShopItemType } from '@portal/shared-types';
import '../../../common/graphql/shared-enum-types.js';
import { Paginated } from '../../../common/pagination/paginated.type.js';
import { BiologicalSex } from '../../patients/index.js';

/** Product types and bundle types in one enum: a shop item's `type`. */
export const ShopItemTypeEnum = Object.fromEntries(
  [...PRODUCT_TYPES, ...BUNDLE_TYPES].map((type) => [type, type]),
) as Record<ShopItemType, ShopItemType>;
registerEnumType(ShopItemTypeEnum, {
  name: 'ShopItemType',
  description: 'A product type for products, a bundle type for bundles.',
});

/** What a shop item looks like to GraphQL; rows are turned into these by ShopItemViews. */
@InterfaceType('ShopItem', {
  resolveType: (item: ShopItemView) => item.item_type,
})
export class ShopItemView {
  @Field(() => ID)
  id: string;

  /** The kind, also the GraphQL type name. */
  @Field(() => String, { description: 'Product, CustomProduct, Bundle or CustomBundle.' })
  item_type: ShopItemKind;

  @Field()
  name_de: string;

  @Field()
  name_en: string;

  @Field()
  description_de: string;

  @Field()
  description_en: string;

  @Field(() => ShopItemTypeEnum)
  type: ShopItemType;

  @Field(() => Float, { description: 'Gross price in euros (per period_days for supplements).' })
  brut_price: number;

  @Field(() => Float, {
    description: 'Net price in euros at the home country (AT) VAT rate of its category.',
  })
  pre_tax_price: number;

  @Field(() => Int, { nullable: true, description: '1 = best seller; null when no best seller.' })
  best_seller_rank: number | null;

  @Field(() => Int)
  rank: number;

  @Field(() => BiologicalSex, { nullable: true, description: 'Only for patients of this sex.' })
  for_sex: BiologicalSex | null;

  @Field(() => Int, { nullable: true, description: 'Days one unit covers (supplements: 90).' })
  period_days: number | null;
}

@ObjectType({ implements: () => [ShopItemView] })
export class Product extends ShopItemView {}

@ObjectType({ implements: () => [ShopItemView] })
export class CustomProduct extends ShopItemView {
  @Field(() => ID)
  female_product_id: string;

  @Field(() => ID)
  male_product_id: string;
}

@ObjectType({ implements: () => [ShopItemView] })
export class Bundle extends ShopItemView {
  @Field(() => [Product])
  products: Product[];
}

@ObjectType({ implements: () => [ShopItemView] })
export class CustomBundle extends ShopItemView {
  @Field(() => ID)
  female_bundle_id: string;

  @Field(() => ID)
  male_bundle_id: string;

  @Field(() => [Product], { description: 'What the bundle holds for either sex.' })
  products: Product[];
}

export const SHOP_ITEM_OBJECT_TYPES = [Product, CustomProduct, Bundle, CustomBundle];

@ObjectType()
export class ShopItemPaginator extends Paginated(ShopItemView) {}
