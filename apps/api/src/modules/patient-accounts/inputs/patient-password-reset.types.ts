import { ArgsType, Field } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';
import { IsEmailAddress, IsFilled } from '../../../common/validation/rules.js';
import { maxLengthMessage } from '../../../common/validation/validation-texts.js';

const USERNAME_MAX = 64;

@ArgsType()
export class RequestPatientPasswordResetArgs {
  @Field({ description: "The patient's username: the guid of the patient record." })
  @IsFilled()
  @IsString()
  @MaxLength(USERNAME_MAX, { message: maxLengthMessage(USERNAME_MAX) })
  patientGuid: string;

  @Field({ description: 'The address the patient is registered with by their doctor.' })
  @IsEmailAddress()
  email: string;
}
