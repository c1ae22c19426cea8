import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import { ValidationMessage } from '@portal/shared-types';
import { IsBirthDate, IsStrongPassword } from '../../common/validation/rules.js';

/** Body of POST /api/patients/:guid/verify (step 1: 'Verifizierung'). */
export class VerifyPatientBody {
  @IsBirthDate()
  date_of_birth: string;
}

/** Body of POST /api/patients/:guid/register (step 2: 'Account erstellen'). */
export class RegisterPatientBody {
  @IsStrongPassword()
  password: string;

  @IsOptional()
  @IsString()
  password_confirmation?: string | null;

  @IsArray({ message: ValidationMessage.consentRequired })
  @ArrayMaxSize(50)
  consentIds: (string | number)[];
}
