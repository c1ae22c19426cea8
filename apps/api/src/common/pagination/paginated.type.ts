import { Field, ObjectType } from '@nestjs/graphql';
import type { Type } from '@nestjs/common';
import { PaginatorInfo } from './paginator-info.type.js';

export interface Page<T> {
  data: T[];
  paginatorInfo: PaginatorInfo;
}

// `@ObjectType() class CountryPaginator extends Paginated(Country) {}` declares
// `CountryPaginator { data: [Country!]!, paginatorInfo: PaginatorInfo! }`.
export function Paginated<T>(item: Type<T>): Type<Page<T>> {
  @ObjectType({ isAbstract: true })
  class PaginatedType implements Page<T> {
    @Field(() => [item])
    data: T[];

    @Field(() => PaginatorInfo)
    paginatorInfo: PaginatorInfo;
  }
  return PaginatedType;
}
