import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import { ValidationMessage } from '@portal/shared-types';
import { IsStrongPassword } from '../../../common/validation/rules.js';

/** Body of POST /api/doctors/:doctorId/register. */
export class InvitationRegisterBody {
  @IsStrongPassword()
  password: string;

  @IsOptional()
  @IsString()
  password_confirmation?: string | null;

  @IsArray({ message: ValidationMessage.consentRequired })
  @ArrayMaxSize(50)
  consentIds: (string | number)[];
}
