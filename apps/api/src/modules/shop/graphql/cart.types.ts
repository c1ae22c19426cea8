import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { CART_MAX_QUANTITY, ShopItemKind, VatCategory } from '@portal/shared-types';
import { IsEnum, IsInt, Max, Min } from 'class-validator';
import '../../../common/graphql/shared-enum-types.js';
import { IsRowId } from '../../../common/validation/rules.js';
import { ValidationText } from '../../../common/validation/validation-texts.js';
import { DiscountCodeView } from './discount-code.types.js';
import { ShopItemView } from './shop-item.types.js';

@InputType()
export class CartItemInput {
  @Field(() => ID)
  @IsRowId()
  item_id: string;

  @Field(() => ShopItemKind)
  @IsEnum(ShopItemKind)
  item_type: ShopItemKind;

  @Field(() => Int, { defaultValue: 1, description: `1 to ${CART_MAX_QUANTITY}; analyses only once.` })
  @IsInt({ message: ValidationText.quantity })
  @Min(1, { message: ValidationText.quantity })
  @Max(CART_MAX_QUANTITY, { message: ValidationText.quantity })
  quantity: number = 1;
}

@ObjectType()
export class CartLine {
  @Field(() => ID)
  item_id: string;

  @Field(() => ShopItemKind)
  item_type: ShopItemKind;

  @Field(() => Int)
  quantity: number;

  @Field(() => ShopItemView)
  item: ShopItemView;

  @Field(() => ShopItemView, {
    description: 'The concrete product or bundle (custom items by the patient’s sex).',
  })
  resolvedItem: ShopItemView;

  @Field(() => VatCategory)
  vat_category: VatCategory;

  @Field(() => Float, { description: 'VAT rate in percent.' })
  vat_rate: number;

  @Field(() => Float, { description: 'Gross before the discount, euros.' })
  original_price: number;

  @Field(() => Float, { description: 'Gross after the discount, euros.' })
  final_price: number;

  @Field(() => Float, { description: 'VAT contained in final_price, euros.' })
  tax_amount: number;
}

@ObjectType()
export class CartTax {
  @Field(() => VatCategory)
  category: VatCategory;

  @Field(() => Float, { description: 'Percent.' })
  rate: number;

  @Field(() => Float, { description: 'Gross of the lines at this rate, euros.' })
  gross_amount: number;

  @Field(() => Float, { description: 'VAT, euros.' })
  tax_amount: number;
}

/** An item the engine did not keep: covered by a bundle already in the cart, or replaced by one added. */
@ObjectType()
export class CartAdjustment {
  @Field(() => ID)
  item_id: string;

  @Field(() => ShopItemKind)
  item_type: ShopItemKind;

  @Field(() => ID)
  by_item_id: string;

  @Field(() => ShopItemKind)
  by_item_type: ShopItemKind;
}

@ObjectType()
export class CartEvaluation {
  @Field(() => [CartLine])
  items: CartLine[];

  @Field(() => Float, { description: 'Gross total after the discount, euros.' })
  total_price: number;

  @Field(() => Float, { description: 'Gross total before the discount, euros.' })
  original_price: number;

  @Field(() => Float)
  discount_amount: number;

  @Field(() => Float, { description: 'VAT contained in the total, euros.' })
  tax_amount: number;

  @Field(() => [CartTax], { description: 'VAT per category (analyses, supplements).' })
  taxes: CartTax[];

  @Field(() => DiscountCodeView, { nullable: true })
  discountCode: DiscountCodeView | null;

  @Field(() => [CartAdjustment], { description: 'Items not added: a bundle in the cart covers them.' })
  coveredItems: CartAdjustment[];

  @Field(() => [CartAdjustment], { description: 'Items taken out: a bundle added later contains them.' })
  removedItems: CartAdjustment[];

  @Field(() => String, { description: 'ISO code of the country whose VAT rates apply.' })
  vat_country: string;
}
