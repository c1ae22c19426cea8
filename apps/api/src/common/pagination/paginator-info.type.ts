import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Page information of a page-numbered list.' })
export class PaginatorInfo {
  @Field(() => Int, { description: 'Number of items on the current page.' })
  count: number;

  @Field(() => Int, { description: 'The current page, 1-based.' })
  currentPage: number;

  @Field(() => Int, { nullable: true, description: 'Position of the first item of the page, 1-based.' })
  firstItem: number | null;

  @Field(() => Int, { nullable: true, description: 'Position of the last item of the page, 1-based.' })
  lastItem: number | null;

  @Field(() => Boolean)
  hasMorePages: boolean;

  @Field(() => Int)
  lastPage: number;

  @Field(() => Int, { description: 'Requested page size.' })
  perPage: number;

  @Field(() => Int, {
    description:
      'Number of items of all pages; with totalIsLowerBound, the number counted, and more items follow.',
  })
  total: number;

  @Field(() => Boolean, {
    description:
      'True when more items match than were counted: `total` and `lastPage` are then lower bounds ("mehr als …") and further pages exist.',
  })
  totalIsLowerBound: boolean;
}

/** `totalIsLowerBound`: `total` is where counting stopped and more items exist (see paginate). */
export function paginatorInfo(
  total: number,
  page: number,
  perPage: number,
  count: number,
  totalIsLowerBound = false,
): PaginatorInfo {
  const firstItem = count > 0 ? (page - 1) * perPage + 1 : null;
  return {
    count,
    currentPage: page,
    firstItem,
    lastItem: firstItem === null ? null : firstItem + count - 1,
    hasMorePages: totalIsLowerBound || page * perPage < total,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    perPage,
    total,
    totalIsLowerBound,
  };
}
