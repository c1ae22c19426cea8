import { ArgsType, Field, ID, InputType, ObjectType, PickType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsBoolean, IsEnum, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { NAME_MAX } from '@portal/shared-types';
import { OrderByInput, type OrderByClause } from '../../common/pagination/order-by.input.js';
import { Paginated } from '../../common/pagination/paginated.type.js';
import { PaginationArgs } from '../../common/pagination/pagination.args.js';
import { IsEmailAddress, IsFilled, IsRowId } from '../../common/validation/rules.js';
import { PersonNameInput, Trimmed } from '../../common/validation/shared-inputs.js';
import { maxLengthMessage } from '../../common/validation/validation-texts.js';
import { TrashedFilter } from '../patients/index.js';
import { RegistrationMedicalCenterInput } from '../registration/index.js';
import { User } from '../users/index.js';
import { OnboardingType } from './onboarding-type.js';

export enum UserOrderByColumn {
  NAME = 'NAME',
  EMAIL = 'EMAIL',
  CREATED_AT = 'CREATED_AT',
  LAST_LOGIN_AT = 'LAST_LOGIN_AT',
}
registerEnumType(UserOrderByColumn, { name: 'UserOrderByColumn' });

export const UserOrderBy = OrderByInput('User', UserOrderByColumn);

@ObjectType()
export class UserPaginator extends Paginated(User) {}

@ArgsType()
export class UsersArgs extends PaginationArgs {
  @Field(() => String, { nullable: true, description: 'Part of the name or e-mail.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: maxLengthMessage(100) })
  search?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean | null;

  @Field(() => OnboardingType, { nullable: true })
  @IsOptional()
  @IsEnum(OnboardingType)
  onboardingType?: OnboardingType | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsRowId()
  partnershipModelId?: string | null;

  @Field(() => [UserOrderBy], { nullable: true, description: 'Default: created_at, newest first.' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => UserOrderBy)
  orderBy?: OrderByClause<UserOrderByColumn>[] | null;

  @Field(() => TrashedFilter, { nullable: true, description: 'Whether deleted accounts are included.' })
  @IsOptional()
  @IsEnum(TrashedFilter)
  trashed?: TrashedFilter | null;
}

/** The admin's invitation (spec: "Doctor invitation input"); the practice is the registration's. */
@InputType()
export class InviteDoctorInput extends PickType(
  PersonNameInput,
  ['salutation', 'title'] as const,
  InputType,
) {
  @Field()
  @IsEmailAddress()
  email: string;

  @Field()
  @IsFilled()
  @IsString()
  @MaxLength(NAME_MAX, { message: maxLengthMessage(NAME_MAX) })
  @Trimmed()
  firstName: string;

  @Field()
  @IsFilled()
  @IsString()
  @MaxLength(NAME_MAX, { message: maxLengthMessage(NAME_MAX) })
  @Trimmed()
  lastName: string;

  @Field(() => RegistrationMedicalCenterInput)
  @IsFilled()
  @ValidateNested()
  @Type(() => RegistrationMedicalCenterInput)
  medicalCenter: RegistrationMedicalCenterInput;
}
