import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsFilled } from '../../../common/validation/rules.js';
import { ValidationText } from '../../../common/validation/validation-texts.js';

export class TwoFactorChallengeBody {
  @IsOptional()
  @IsString({ message: ValidationText.twoFactorCodeEmpty })
  @MaxLength(64)
  code?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  recovery_code?: string;
}

export class ConfirmTwoFactorBody {
  @IsFilled()
  @IsString({ message: ValidationText.twoFactorCodeEmpty })
  @MaxLength(64)
  code: string;
}
