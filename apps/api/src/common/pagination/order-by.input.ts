import { Field, InputType } from '@nestjs/graphql';
import type { Type } from '@nestjs/common';
import { IsEnum } from 'class-validator';
import { SortOrder } from '@portal/shared-types';
import '../graphql/shared-enum-types.js';

export interface OrderByClause<Column extends string> {
  column: Column;
  order: SortOrder;
}

// `OrderByInput('Country', CountryOrderByColumn)` declares `CountryOrderByClause { column, order }`.
// The column is a GraphQL enum, so an unknown column is refused before any resolver runs.
export function OrderByInput<Column extends string>(
  entity: string,
  columns: Record<string, Column>,
): Type<OrderByClause<Column>> {
  @InputType(`${entity}OrderByClause`)
  class OrderBy implements OrderByClause<Column> {
    @Field(() => columns)
    @IsEnum(columns)
    column: Column;

    @Field(() => SortOrder, { defaultValue: SortOrder.ASC })
    @IsEnum(SortOrder)
    order: SortOrder = SortOrder.ASC;
  }
  return OrderBy;
}
