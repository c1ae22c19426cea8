import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsEnum, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import {
  CURRENT_PASSWORD_MAX,
  maxLengthMessage,
  NAME_MAX,
  TITLE_MAX,
  ValidationMessage,
} from '@portal/shared-types';
import { IsFilled, IsStrongPassword } from '../../common/validation/rules.js';
import { UserSalutation } from '../users/entities/user.entity.js';

@InputType()
export class UpsertUserInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  id?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Ignored: the e-mail changes only through changeEmail.',
  })
  @IsOptional()
  email?: string | null;

  @Field()
  @IsFilled()
  @IsString()
  @MaxLength(NAME_MAX, { message: maxLengthMessage(NAME_MAX) })
  first_name: string;

  @Field()
  @IsFilled()
  @IsString()
  @MaxLength(NAME_MAX, { message: maxLengthMessage(NAME_MAX) })
  last_name: string;

  @Field(() => UserSalutation)
  @IsEnum(UserSalutation, { message: ValidationMessage.required })
  salutation: UserSalutation;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TITLE_MAX, { message: maxLengthMessage(TITLE_MAX) })
  title?: string | null;
}

@ArgsType()
export class ChangePasswordArgs {
  @Field()
  @IsFilled()
  @IsString()
  @MaxLength(CURRENT_PASSWORD_MAX, { message: maxLengthMessage(CURRENT_PASSWORD_MAX) })
  currentPassword: string;

  @Field()
  @IsStrongPassword()
  newPassword: string;

  @Field()
  @IsFilled()
  newPasswordRepeat: string;
}

@InputType()
export class ConnectInput {
  @Field(() => ID)
  @IsFilled()
  connect: string;
}

@ArgsType()
export class UpdatePartnershipModelArgs {
  @Field(() => ID)
  @IsFilled()
  id: string;

  @Field(() => ConnectInput)
  @ValidateNested()
  @Type(() => ConnectInput)
  partnershipModel: ConnectInput;
}
