import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@portal/shared-types';

@ArgsType()
export class PaginationArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}.` })
  @IsInt()
  @Min(1, { message: 'The page size (first) must be at least 1.' })
  @Max(MAX_PAGE_SIZE, { message: `The page size (first) may not be greater than ${MAX_PAGE_SIZE}.` })
  first: number = DEFAULT_PAGE_SIZE;

  @Field(() => Int, { defaultValue: 1, description: 'The page, 1-based.' })
  @IsInt()
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(1_000_000, { message: 'The page may not be greater than 1000000.' })
  page: number = 1;
}
