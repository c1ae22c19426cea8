import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX } from '@portal/shared-types';
import { IsEmailAddress, IsFilled, IsStrongPassword } from '../../common/validation/rules.js';
import { PasswordResetError } from './password-reset.errors.js';
import { maxLengthMessage } from '../../common/validation/validation-texts.js';

@ArgsType()
export class RequestPasswordResetArgs {
  @Field()
  @IsEmailAddress()
  email: string;
}

@ArgsType()
export class ResetPasswordArgs {
  @Field({ description: 'The token from the reset link.' })
  @IsFilled()
  @IsString()
  @MaxLength(512, { message: PasswordResetError.tokenInvalid.message })
  token: string;

  @Field()
  @IsStrongPassword()
  password: string;

  @Field(() => String, { nullable: true, description: 'When sent, must equal password.' })
  @IsOptional()
  @IsString()
  password_confirmation?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'When sent, must be the address the link was sent to.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX, { message: maxLengthMessage(EMAIL_MAX) })
  email?: string | null;
}
