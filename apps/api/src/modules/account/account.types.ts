import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { CURRENT_PASSWORD_MAX } from '@portal/shared-types';
import { IsEmailAddress, IsFilled, IsStrongPassword } from '../../common/validation/rules.js';
import { PersonNameInput } from '../../common/validation/shared-inputs.js';
import { maxLengthMessage } from '../../common/validation/validation-texts.js';

@InputType()
export class UpsertUserInput extends PersonNameInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  id?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Ignored: the e-mail changes only through changeEmail.',
  })
  @IsOptional()
  email?: string | null;
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

@ArgsType()
export class ChangeEmailArgs {
  @Field()
  @IsEmailAddress()
  newEmail: string;
}
