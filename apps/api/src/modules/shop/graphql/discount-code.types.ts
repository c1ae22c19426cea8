import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { DiscountApplication, DiscountType } from '@portal/shared-types';
import '../../../common/graphql/shared-enum-types.js';

@ObjectType()
export class DiscountRules {
  @Field(() => DiscountType)
  discount_type: DiscountType;

  @Field(() => Float, { description: 'Fixed: euros off the cart. Percentage: percent (10 = 10 %).' })
  discount_amount: number;

  @Field(() => DiscountApplication)
  application: DiscountApplication;
}

@ObjectType('DiscountCode')
export class DiscountCodeView {
  @Field(() => ID)
  id: string;

  @Field()
  code: string;

  @Field(() => DiscountRules)
  rules: DiscountRules;

  @Field(() => Date, { nullable: true })
  valid_until: Date | null;
}
