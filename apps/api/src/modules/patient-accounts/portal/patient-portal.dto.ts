import { ValidateBy } from 'class-validator';
import { CURRENT_PASSWORD_MAX } from '@portal/shared-types';
import { IsStrongPassword } from '../../../common/validation/rules.js';
import { maxLengthMessage, ValidationText } from '../../../common/validation/validation-texts.js';

/** The longest identifier worth looking up: an e-mail address (a guid has 36 characters). */
export const PATIENT_USERNAME_MAX = 255;

const isFilledText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A required text of at most `max` characters, reporting one message: 'Das ist ein Pflichtfeld' when
 * missing, blank or not a text, else the length rule (the doctors' login rules, without repeated messages).
 */
const IsFilledText = (max: number) =>
  ValidateBy({
    name: 'isFilledText',
    validator: {
      validate: (value: unknown) => isFilledText(value) && value.length <= max,
      defaultMessage: (args) => (isFilledText(args?.value) ? maxLengthMessage(max) : ValidationText.required),
    },
  });

/** Body of POST /api/patient/login: the guid (any case) or the account's e-mail address, and the password. */
export class PatientLoginBody {
  @IsFilledText(PATIENT_USERNAME_MAX)
  username: string;

  @IsFilledText(CURRENT_PASSWORD_MAX)
  password: string;
}

/** Body of POST /api/patient/password: the doctors' changePassword rules. */
export class PatientChangePasswordBody {
  @IsFilledText(CURRENT_PASSWORD_MAX)
  current_password: string;

  @IsStrongPassword()
  password: string;

  @IsFilledText(CURRENT_PASSWORD_MAX)
  password_confirmation: string;
}

/** Body of DELETE /api/patient/account: the password confirms the deletion. */
export class PatientDeleteAccountBody {
  @IsFilledText(CURRENT_PASSWORD_MAX)
  password: string;
}
