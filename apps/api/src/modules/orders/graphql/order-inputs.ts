import { Field, ID, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsEmailAddress, IsRowId } from '../../../common/validation/rules.js';
import { StreetAddressInput } from '../../../common/validation/shared-inputs.js';
import { maxLengthMessage } from '../../../common/validation/validation-texts.js';
import { ConsentsConnectInput } from '../../patients/index.js';
import { CartItemInput } from '../../shop/index.js';

@InputType()
export class PatientConnectInput {
  @Field(() => ID)
  @IsRowId()
  connect: string;
}

@InputType()
export class OrderAddressInput extends StreetAddressInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(128, { message: maxLengthMessage(128) })
  state?: string | null;

  @Field(() => ID)
  @IsRowId()
  country_id: string;
}

@InputType()
export class CreateOrderInput {
  @Field(() => String, {
    nullable: true,
    description: 'Where the payment link goes; default the patient’s e-mail.',
  })
  @IsOptional()
  @IsEmailAddress()
  order_email?: string | null;

  @Field(() => PatientConnectInput)
  @ValidateNested()
  @Type(() => PatientConnectInput)
  patient: PatientConnectInput;

  @Field(() => [CartItemInput])
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => CartItemInput)
  items: CartItemInput[];

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsRowId()
  discount_code_id?: string | null;
}

/** A draft's changes; a field left out stays as it is, discount_code_id null removes the code. */
@InputType()
export class UpdateOrderInput {
  @Field(() => ID)
  @IsRowId()
  id: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEmailAddress()
  order_email?: string | null;

  @Field(() => OrderAddressInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => OrderAddressInput)
  delivery_address?: OrderAddressInput | null;

  @Field(() => OrderAddressInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => OrderAddressInput)
  billing_address?: OrderAddressInput | null;

  @Field(() => PatientConnectInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => PatientConnectInput)
  patient?: PatientConnectInput | null;

  @Field(() => [CartItemInput], { nullable: true })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => CartItemInput)
  items?: CartItemInput[] | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsRowId()
  discount_code_id?: string | null;
}

export { ConsentsConnectInput };
