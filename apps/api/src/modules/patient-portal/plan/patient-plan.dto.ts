import { IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { maxLengthMessage, ValidationText } from '../../../common/validation/validation-texts.js';
import { CHANGE_REQUEST_MESSAGE_MAX, SubscriptionChangeKind } from '../../subscriptions/index.js';

/** Body of POST /api/patient/plan/requests: pause or cancel, and an optional message to the doctor. */
export class PatientPlanRequestBody {
  @IsEnum(SubscriptionChangeKind, { message: ValidationText.required })
  kind: SubscriptionChangeKind;

  @IsOptional()
  @IsString({ message: ValidationText.invalidCharacters })
  @MaxLength(CHANGE_REQUEST_MESSAGE_MAX, { message: maxLengthMessage(CHANGE_REQUEST_MESSAGE_MAX) })
  message?: string | null;
}
