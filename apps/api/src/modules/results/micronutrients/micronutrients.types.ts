import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, Min, MaxLength } from 'class-validator';
import { Paginated } from '../../../common/pagination/paginated.type.js';
import { Micronutrient } from './micronutrient.entity.js';

/** The catalogue has ~25 entries; the web fetches them all at once (spec: micronutrients 100). */
export const MICRONUTRIENTS_MAX_PAGE_SIZE = 100;

@ObjectType()
export class MicronutrientPaginator extends Paginated(Micronutrient) {}

@ArgsType()
export class MicronutrientsArgs {
  @Field(() => Int, { defaultValue: MICRONUTRIENTS_MAX_PAGE_SIZE, description: 'Page size, 1 to 100.' })
  @IsInt()
  @Min(1, { message: 'The page size (first) must be at least 1.' })
  @Max(MICRONUTRIENTS_MAX_PAGE_SIZE, { message: 'The page size (first) may not be greater than 100.' })
  first: number = MICRONUTRIENTS_MAX_PAGE_SIZE;

  @Field(() => Int, { defaultValue: 1, description: 'The page, 1-based.' })
  @IsInt()
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(1000, { message: 'The page may not be greater than 1000.' })
  page: number = 1;

  @Field(() => String, { nullable: true, description: 'Part of the German or English name.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'The search may not be longer than 100 characters.' })
  search?: string | null;
}
