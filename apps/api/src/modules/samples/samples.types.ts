import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString } from 'class-validator';
import { IsRowId } from '../../common/validation/rules.js';
import { SampleStatus, SampleType } from './sample.entity.js';

/** The sample of an order's blood or DNA part; `id` is stable across registration and recall. */
@ObjectType('Sample')
export class SampleView {
  @Field(() => ID, { description: 'The order id and the sample type, for example "42-blood".' })
  id: string;

  @Field(() => SampleType)
  type: SampleType;

  @Field(() => String, { nullable: true })
  barcode: string | null;

  @Field(() => SampleStatus)
  status: SampleStatus;
}

@InputType()
export class RegisterSampleInput {
  @Field(() => ID, { description: 'The order.' })
  @IsRowId()
  id: string;

  // Length and blanks are checked after trimming, in the service.
  @Field()
  @IsString()
  barcode: string;

  @Field(() => SampleType, { nullable: true, description: 'Needed when the order has both samples.' })
  @IsOptional()
  @IsEnum(SampleType)
  type?: SampleType | null;
}
