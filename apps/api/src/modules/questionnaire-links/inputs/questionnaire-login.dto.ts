import { IsBirthDate } from '../../../common/validation/rules.js';

/** Body of POST /api/patients/:patient/login: the birth date that proves the questionnaire link. */
export class QuestionnaireLoginBody {
  /** yyyy-mm-dd, 1900-01-01 to today (Berlin); the shared birth-date rule. */
  @IsBirthDate()
  birthDate: string;
}
