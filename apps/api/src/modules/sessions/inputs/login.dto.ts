import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { CURRENT_PASSWORD_MAX } from '@portal/shared-types';
import { IsEmailAddress, IsFilled } from '../../../common/validation/rules.js';

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

export class ConfirmPasswordBody {
  @IsFilled()
  @IsString()
  @MaxLength(CURRENT_PASSWORD_MAX, { message: `Darf höchstens ${CURRENT_PASSWORD_MAX} Zeichen lang sein.` })
  password: string;
}
