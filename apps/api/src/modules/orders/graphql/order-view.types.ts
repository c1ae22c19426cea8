import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Country } from '../../catalog/index.js';
import { CartLine } from '../../shop/index.js';

@ObjectType('OrderAddress')
export class OrderAddressView {
  @Field()
  address: string;

  @Field()
  zip_code: string;

  @Field()
  city: string;

  @Field(() => String, { nullable: true })
  state: string | null;

  @Field(() => Country)
  country: Country;
}

/** A line of an order: a cart line as it was priced when the draft was last written. */
@ObjectType()
export class OrderLine extends CartLine {
  @Field(() => ID)
  id: string;
}
