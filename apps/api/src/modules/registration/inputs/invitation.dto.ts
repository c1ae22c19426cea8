import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import { IsStrongPassword } from '../../../common/validation/rules.js';
import { ValidationText } from '../../../common/validation/validation-texts.js';

/** Body of POST /api/doctors/:doctorId/register. */
export class InvitationRegisterBody {
  @IsStrongPassword()
  password: string;

  @IsOptional()
  @IsString()
  password_confirmation?: string | null;

  @IsArray({ message: ValidationText.consentRequired })
  @ArrayMaxSize(50)
  consentIds: (string | number)[];
}
