import { ArgsType, Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsEnum, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { PRODUCT_TYPES, ProductType } from '@portal/shared-types';
import { OrderByInput, type OrderByClause } from '../../../common/pagination/order-by.input.js';
import { Paginated } from '../../../common/pagination/paginated.type.js';
import { PaginationArgs } from '../../../common/pagination/pagination.args.js';
import { IsRowId } from '../../../common/validation/rules.js';
import { maxLengthMessage } from '../../../common/validation/validation-texts.js';
import '../../../common/graphql/shared-enum-types.js';
import { Order } from '../order.entity.js';

export enum OrdersOrderByColumn {
  CREATED_AT = 'CREATED_AT',
  PLACED_AT = 'PLACED_AT',
  ORDER_NUMBER = 'ORDER_NUMBER',
  STATUS = 'STATUS',
  PAYMENT_STATUS = 'PAYMENT_STATUS',
  TOTAL_PRICE = 'TOTAL_PRICE',
}
registerEnumType(OrdersOrderByColumn, { name: 'OrdersOrderByColumn' });

// Declares `OrdersOrderByClause { column: OrdersOrderByColumn!, order: SortOrder! }`.
export const OrdersOrderBy = OrderByInput('Orders', OrdersOrderByColumn);

@ObjectType()
export class OrderPaginator extends Paginated(Order) {}

@ArgsType()
export class OrdersArgs extends PaginationArgs {
  @Field(() => ID, {
    nullable: true,
    description: "Only this patient's orders; without it every visible order.",
  })
  @IsOptional()
  @IsRowId()
  patient_id?: string | null;

  @Field(() => ProductType, {
    nullable: true,
    description: 'Only orders with a line of this product type (directly or inside a bundle).',
  })
  @IsOptional()
  @IsEnum(PRODUCT_TYPES)
  productType?: ProductType | null;

  @Field(() => String, {
    nullable: true,
    description: 'Part of the order number or of the patient’s name or e-mail (case-insensitive).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: maxLengthMessage(100) })
  search?: string | null;

  @Field(() => [OrdersOrderBy], { nullable: true, description: 'Default: created date, newest first.' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => OrdersOrderBy)
  orderBy?: OrderByClause<OrdersOrderByColumn>[] | null;
}
