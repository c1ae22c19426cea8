import { InvitationRegisterBody } from '../../registration/inputs/invitation.dto.js';
import { IsBirthDate } from '../../../common/validation/rules.js';

/** Body of POST /api/patients/:guid/verify (step 1: 'Verifizierung'). */
export class VerifyPatientBody {
  @IsBirthDate()
  date_of_birth: string;
}

/** Body of POST /api/patients/:guid/register (step 2: 'Account erstellen'): the doctor invitation's rules. */
export class RegisterPatientBody extends InvitationRegisterBody {}
