import { ArgsType, Field, Int, registerEnumType } from '@nestjs/graphql';
import { SHOP_PAGE_SIZE } from '@portal/shared-types';
import {
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { OrderByInput } from '../../../common/pagination/order-by.input.js';
import { maxLengthMessage } from '../../../common/validation/validation-texts.js';
import { BiologicalSex } from '../../patients/index.js';
import { ShopItemTypeEnum } from './shop-item.types.js';

/** The shop's "single" and "bundle" filters: products (custom or not) or bundles (custom or not). */
export enum ShopItemGroup {
  Single = 'Single',
  Bundle = 'Bundle',
}
registerEnumType(ShopItemGroup, { name: 'ShopItemGroup' });

export enum ShopItemsOrderByColumn {
  BEST_SELLER_RANK = 'BEST_SELLER_RANK',
  RANK = 'RANK',
}
registerEnumType(ShopItemsOrderByColumn, { name: 'ShopItemsOrderByColumn' });

export const ShopItemsOrderByClause = OrderByInput('ShopItems', ShopItemsOrderByColumn);

@ArgsType()
export class ShopItemsArgs {
  @Field(() => Int, { defaultValue: SHOP_PAGE_SIZE, description: `Page size, 1 to ${SHOP_PAGE_SIZE}.` })
  @IsInt()
  @Min(1, { message: 'The page size (first) must be at least 1.' })
  @Max(SHOP_PAGE_SIZE, { message: `The page size (first) may not be greater than ${SHOP_PAGE_SIZE}.` })
  first: number = SHOP_PAGE_SIZE;

  @Field(() => Int, { defaultValue: 1 })
  @IsInt()
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(1_000_000, { message: 'The page may not be greater than 1000000.' })
  page: number = 1;

  @Field(() => String, { nullable: true, description: 'Part of the German or English name.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: maxLengthMessage(100) })
  search?: string | null;

  @Field(() => BiologicalSex, {
    nullable: true,
    description: 'Only items a patient of this sex can get (drops female-only analyses for men).',
  })
  @IsOptional()
  @IsEnum(BiologicalSex)
  forSex?: BiologicalSex | null;

  @Field(() => Boolean, { nullable: true, description: 'Only best sellers (true) or only the rest (false).' })
  @IsOptional()
  @IsBoolean()
  isBestSeller?: boolean | null;

  @Field(() => [ShopItemTypeEnum], { nullable: true })
  @IsOptional()
  @IsArray()
  types?: string[] | null;

  @Field(() => ShopItemGroup, { nullable: true, description: 'Single products or bundles.' })
  @IsOptional()
  @IsEnum(ShopItemGroup)
  itemType?: ShopItemGroup | null;

  @Field(() => [ShopItemsOrderByClause], { nullable: true, description: 'Default: rank ascending.' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => ShopItemsOrderByClause)
  orderBy?: InstanceType<typeof ShopItemsOrderByClause>[] | null;
}
