import { ArgsType, Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { OrderByInput, type OrderByClause } from '../../common/pagination/order-by.input.js';
import { Paginated } from '../../common/pagination/paginated.type.js';
import { PaginationArgs } from '../../common/pagination/pagination.args.js';
import { Certification } from './entities/certification.entity.js';
import { ConsentType } from '@portal/shared-types';
import { Consent } from './entities/consent.entity.js';
import { Country } from './entities/country.entity.js';
import { Specialization } from './entities/specialization.entity.js';

export enum CountryOrderByColumn {
  NAME_DE = 'NAME_DE',
  NAME_EN = 'NAME_EN',
  COUNTRY_CODE = 'COUNTRY_CODE',
  PICKER = 'PICKER',
}
registerEnumType(CountryOrderByColumn, {
  name: 'CountryOrderByColumn',
  description: 'PICKER puts Austria, Germany and Switzerland first, then the German names A-Z.',
});

export const CountryOrderBy = OrderByInput('Country', CountryOrderByColumn);

@ObjectType()
export class CountryPaginator extends Paginated(Country) {}

@ObjectType()
export class ConsentPaginator extends Paginated(Consent) {}

@ObjectType()
export class SpecializationPaginator extends Paginated(Specialization) {}

@ObjectType()
export class CertificationPaginator extends Paginated(Certification) {}

@ArgsType()
export class CountriesArgs extends PaginationArgs {
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only countries we deliver to (true) or not (false).',
  })
  @IsOptional()
  @IsBoolean()
  is_shippable?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Part of the German or English name, or the ISO code.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'The search may not be longer than 100 characters.' })
  search?: string | null;

  @Field(() => [CountryOrderBy], { nullable: true })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => CountryOrderBy)
  orderBy?: OrderByClause<CountryOrderByColumn>[] | null;
}

@ArgsType()
export class ConsentsArgs extends PaginationArgs {
  @Field(() => ConsentType, { nullable: true })
  @IsOptional()
  @IsEnum(ConsentType)
  type?: ConsentType | null;
}
