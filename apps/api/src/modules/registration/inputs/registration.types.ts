import { ArgsType, Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { EMAIL_MAX, OFFICE_NAME_MAX, OFFICE_NAME_MIN } from '@portal/shared-types';
import { IsEmailAddress, IsFilled, IsStrongPassword } from '../../../common/validation/rules.js';
import { PersonNameInput } from '../../../common/validation/shared-inputs.js';
import {
  AddressInput,
  ContactDetailsInput,
  MedicalCenterExtrasInput,
} from '../../medical-centers/medical-centers.types.js';
import {
  lengthMessage,
  maxLengthMessage,
  ValidationText,
} from '../../../common/validation/validation-texts.js';

const TOKEN_MAX = 512;

@ObjectType({ description: 'Proof that a valid registration code was entered; registerDoctor needs it.' })
export class RegistrationCodeVerification {
  @Field()
  registration_token: string;

  @Field()
  expires_at: Date;
}

@ArgsType()
export class VerifyRegistrationCodeArgs {
  @Field({ description: 'The 4-character registration code (case-insensitive).' })
  @IsFilled()
  @IsString()
  token: string;
}

// The practice part of the registration: the same blocks as upsertMedicalCenter.
@InputType()
export class RegistrationMedicalCenterInput extends MedicalCenterExtrasInput {
  @Field()
  @IsFilled()
  @IsString()
  @Length(OFFICE_NAME_MIN, OFFICE_NAME_MAX, { message: lengthMessage(OFFICE_NAME_MIN, OFFICE_NAME_MAX) })
  name: string;

  @Field(() => AddressInput)
  @IsFilled()
  @ValidateNested()
  @Type(() => AddressInput)
  medicalCenterAddress: AddressInput;

  @Field(() => ContactDetailsInput)
  @IsFilled()
  @ValidateNested()
  @Type(() => ContactDetailsInput)
  medicalCenterContactDetails: ContactDetailsInput;
}

@InputType()
export class RegisterDoctorInput extends PersonNameInput {
  @Field()
  @IsEmailAddress()
  email: string;

  @Field()
  @IsStrongPassword()
  password: string;

  @Field(() => String, { nullable: true, description: 'When sent, must equal password.' })
  @IsOptional()
  @IsString()
  password_confirmation?: string | null;

  @Field()
  @IsFilled()
  @IsString()
  @MaxLength(TOKEN_MAX, { message: maxLengthMessage(TOKEN_MAX) })
  registration_token: string;

  @Field(() => [ID])
  @IsArray({ message: ValidationText.consentRequired })
  @ArrayMaxSize(50)
  @IsString({ each: true })
  user_consents: string[];

  @Field(() => RegistrationMedicalCenterInput)
  @IsFilled()
  @ValidateNested()
  @Type(() => RegistrationMedicalCenterInput)
  medical_center: RegistrationMedicalCenterInput;
}

@ArgsType()
export class AccountActivationArgs {
  @Field()
  @IsFilled()
  @IsString()
  @MaxLength(EMAIL_MAX, { message: maxLengthMessage(EMAIL_MAX) })
  email: string;

  @Field()
  @IsFilled()
  @IsString()
  @MaxLength(TOKEN_MAX, { message: maxLengthMessage(TOKEN_MAX) })
  activation_token: string;
}
