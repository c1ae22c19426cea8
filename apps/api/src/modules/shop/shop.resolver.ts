import { Args, ArgsType, Field, ID, Query, Resolver } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { IsRowId } from '../../common/validation/rules.js';
import { PatientQueries } from '../patients/index.js';
import { CartEvaluation, CartItemInput } from './graphql/cart.types.js';
import { DiscountCodeView } from './graphql/discount-code.types.js';
import { ShopItemPaginator } from './graphql/shop-item.types.js';
import { ShopItemsArgs } from './graphql/shop-items.args.js';
import { ShopService } from './shop.service.js';

@ArgsType()
export class EvaluateCartArgs {
  @Field(() => ID, { nullable: true, description: 'The patient the cart is for; custom items need one.' })
  @IsOptional()
  @IsRowId()
  patientId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsRowId()
  discountCodeId?: string | null;

  @Field(() => [CartItemInput])
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => CartItemInput)
  items: CartItemInput[];
}

@ArgsType()
export class DiscountCodeArgs {
  @Field()
  @IsString()
  @MaxLength(64, { message: 'discountCode.invalid' })
  code: string;
}

/** The shop for the new-order modal: any signed-in practice user or admin. */
@Resolver()
export class ShopResolver {
  constructor(
    private readonly shop: ShopService,
    private readonly patients: PatientQueries,
  ) {}

  @Query(() => ShopItemPaginator, { description: 'The shop: products and bundles, 100 per page.' })
  shopItems(@Args() args: ShopItemsArgs): Promise<ShopItemPaginator> {
    return this.shop.list(args);
  }

  @Query(() => DiscountCodeView, {
    description: `A discount code usable on a new order; else 'discountCode.invalid'.`,
  })
  discountCode(@Args() { code }: DiscountCodeArgs): Promise<DiscountCodeView> {
    return this.shop.discountCode(code);
  }

  @Query(() => CartEvaluation, {
    description:
      'Prices a cart with the rules of the shop; per-item problems (e.g. a DNA analysis for a patient under 18) come as validation errors on items.<item_type>.<item_id>.',
  })
  async evaluateCart(
    @CurrentViewer() viewer: Viewer,
    @Args() { patientId, discountCodeId, items }: EvaluateCartArgs,
  ): Promise<CartEvaluation> {
    const patient = patientId ? await this.patients.forOrder(viewer, patientId) : null;
    return this.shop.evaluate(
      patient && {
        sex: patient.biological_sex,
        birthDate: patient.date_of_birth,
        countryCode: patient.address.country_code,
      },
      discountCodeId ?? null,
      items,
    );
  }
}
