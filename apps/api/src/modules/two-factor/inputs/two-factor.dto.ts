import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ValidationMessage } from '@portal/shared-types';
import { IsFilled } from '../../../common/validation/rules.js';

export class TwoFactorChallengeBody {
  @IsOptional()
  @IsString({ message: ValidationMessage.twoFactorCodeEmpty })
  @MaxLength(64)
  code?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  recovery_code?: string;
}

export class ConfirmTwoFactorBody {
  @IsFilled()
  @IsString({ message: ValidationMessage.twoFactorCodeEmpty })
  @MaxLength(64)
  code: string;
}
