import { Field, Float, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { hasAtMostTwoDecimals, MICRONUTRIENT_DESCRIPTION_MAX } from '@portal/shared-types';
import { IsFilled } from '../../../../common/validation/rules.js';
import { Patient } from '../../../patients/index.js';
import { maxLengthMessage } from '../../../../common/validation/validation-texts.js';
import { MicronutrientText } from './patient-micronutrient-texts.js';

// The catalogue has ~25 micronutrients; the client fetches at most 100 (spec section 9).
export const MICRONUTRIENTS_PER_SAVE_MAX = 100;

@InputType()
export class PatientMicronutrientInput {
  @Field(() => ID)
  @IsFilled()
  micronutrient_id: string;

  @Field(() => Float, { description: "Daily dose in the micronutrient's unit, 2 decimals at most." })
  // Tolerant of binary noise (a slider's 0.1 + 0.2); the range is checked against the catalogue.
  @ValidateBy(
    {
      name: 'hasAtMostTwoDecimals',
      validator: { validate: (value: unknown) => typeof value === 'number' && hasAtMostTwoDecimals(value) },
    },
    { message: MicronutrientText.decimals },
  )
  current_value: number;

  @Field(() => String, { nullable: true, description: 'Omitted keeps the stored text; null clears it.' })
  @IsOptional()
  @IsString()
  @MaxLength(MICRONUTRIENT_DESCRIPTION_MAX, { message: maxLengthMessage(MICRONUTRIENT_DESCRIPTION_MAX) })
  description?: string | null;
}

@InputType()
export class UpdatePatientMicronutrientsInput {
  @Field(() => ID)
  @IsFilled()
  patient_id: string;

  @Field(() => [PatientMicronutrientInput])
  @IsArray()
  @ArrayNotEmpty({ message: MicronutrientText.empty })
  @ArrayMaxSize(MICRONUTRIENTS_PER_SAVE_MAX, {
    message: `Höchstens ${MICRONUTRIENTS_PER_SAVE_MAX} Mikronährstoffe auf einmal.`,
  })
  @ValidateNested({ each: true })
  @Type(() => PatientMicronutrientInput)
  micronutrients: PatientMicronutrientInput[];
}

@ObjectType()
export class UpdatePatientMicronutrientsPayload {
  @Field({ description: "'Die Mikronährstoffwerte wurden erfolgreich aktualisiert!'" })
  message: string;

  @Field(() => Patient, { description: 'The patient with the saved values, for the client cache.' })
  patient: Patient;
}
