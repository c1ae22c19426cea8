import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { CURRENT_PASSWORD_MAX, ValidationMessage } from '@portal/shared-types';
import { IsEmailAddress, IsFilled } from '../../common/validation/rules.js';

export class LoginBody {
  @IsEmailAddress()
  username: string;

  @IsFilled()
  @IsString()
  @MaxLength(CURRENT_PASSWORD_MAX, { message: `Darf höchstens ${CURRENT_PASSWORD_MAX} Zeichen lang sein.` })
  password: string;

  @IsOptional()
  @IsBoolean()
  remember?: boolean;
}

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

export class ConfirmPasswordBody {
  @IsFilled()
  @IsString()
  @MaxLength(CURRENT_PASSWORD_MAX, { message: `Darf höchstens ${CURRENT_PASSWORD_MAX} Zeichen lang sein.` })
  password: string;
}

export class ConfirmTwoFactorBody {
  @IsFilled()
  @IsString({ message: ValidationMessage.twoFactorCodeEmpty })
  @MaxLength(64)
  code: string;
}
