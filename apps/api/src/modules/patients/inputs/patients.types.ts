import {
  ArgsType,
  Field,
  Float,
  ID,
  InputType,
  Int,
  IntersectionType,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { HEIGHT_MAX, HEIGHT_MIN, PHONE_PATTERN, WEIGHT_MAX, WEIGHT_MIN } from '@portal/shared-types';
import { OrderByInput, type OrderByClause } from '../../../common/pagination/order-by.input.js';
import { Paginated } from '../../../common/pagination/paginated.type.js';
import { PaginationArgs } from '../../../common/pagination/pagination.args.js';
import { IsBirthDate, IsEmailAddress, IsFilled, IsRowId } from '../../../common/validation/rules.js';
import { PersonNameInput, StreetAddressInput } from '../../../common/validation/shared-inputs.js';
import { BiologicalSex, Patient } from '../entities/patient.entity.js';
import { maxLengthMessage, ValidationText } from '../../../common/validation/validation-texts.js';
import { translationOf } from '@portal/i18n';

// The German texts of the patient form's checks (@portal/i18n), as the API sends them.
export const PATIENT_MESSAGES = {
  phone: ValidationText.phoneNumber,
  heightRange: translationOf('de').patients.form.errors.height,
  weightRange: translationOf('de').patients.form.errors.weight,
  country: translationOf('de').patients.form.errors.country,
} as const;

export enum PatientAuditEvent {
  Viewed = 'patient.viewed',
  Created = 'patient.created',
  Updated = 'patient.updated',
  AnswersUpdated = 'patient.answers_updated',
  MicronutrientsUpdated = 'patient.micronutrients_updated',
  Removed = 'patient.removed',
  Relocated = 'patient.relocated',
  Deleted = 'patient.deleted',
}

export enum PatientOrderByColumn {
  CREATED_AT = 'CREATED_AT',
  NAME = 'NAME',
  FIRST_NAME = 'FIRST_NAME',
  LAST_NAME = 'LAST_NAME',
  EMAIL = 'EMAIL',
  PHONE_NUMBER = 'PHONE_NUMBER',
}
registerEnumType(PatientOrderByColumn, { name: 'PatientOrderByColumn' });

export enum LifeCyclePhase {
  ActiveSubscriber = 'ActiveSubscriber',
  PausedSubscriber = 'PausedSubscriber',
  CanceledSubscriber = 'CanceledSubscriber',
  NonSubscriber = 'NonSubscriber',
}
registerEnumType(LifeCyclePhase, { name: 'LifeCyclePhase' });

export enum TrashedFilter {
  WITHOUT = 'WITHOUT',
  WITH = 'WITH',
  ONLY = 'ONLY',
}
registerEnumType(TrashedFilter, {
  name: 'Trashed',
  description: 'Whether patients removed from their practice are included (admins).',
});

export const PatientOrderBy = OrderByInput('Patient', PatientOrderByColumn);

@ObjectType()
export class PatientPaginator extends Paginated(Patient) {}

@ObjectType({
  description:
    'Whether a formula calculation runs for a patient: what the patient pages poll, no health data.',
})
export class PatientProcessingStatus {
  @Field(() => ID, { description: "The patient's id." })
  id: string;

  @Field({ description: 'True while a formula calculation for the patient is queued or running.' })
  isBeingProcessed: boolean;
}

@ArgsType()
export class PatientsArgs extends PaginationArgs {
  @Field(() => String, { nullable: true, description: 'Part of the name or e-mail.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: maxLengthMessage(100) })
  search?: string | null;

  @Field(() => [PatientOrderBy], { nullable: true })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => PatientOrderBy)
  orderBy?: OrderByClause<PatientOrderByColumn>[] | null;

  @Field(() => ID, { nullable: true, description: 'Admins: only the patients of this doctor.' })
  @IsOptional()
  @IsRowId()
  byDoctorId?: string | null;

  @Field(() => LifeCyclePhase, { nullable: true })
  @IsOptional()
  @IsEnum(LifeCyclePhase)
  inLifeCyclePhase?: LifeCyclePhase | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  hasOrders?: boolean | null;

  @Field(() => TrashedFilter, { nullable: true })
  @IsOptional()
  @IsEnum(TrashedFilter)
  trashed?: TrashedFilter | null;
}

@InputType()
export class ShippingAddressInput extends StreetAddressInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(128, { message: maxLengthMessage(128) })
  state?: string | null;

  @Field(() => ID)
  @IsFilled()
  country_id: string;
}

@InputType()
export class AnswerInput {
  @Field(() => ID)
  @IsFilled()
  question_id: string;

  @Field(() => [String])
  @IsArray()
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  values: string[];
}

@InputType()
export class AnswersUpsertInput {
  @Field(() => [AnswerInput])
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => AnswerInput)
  upsert: AnswerInput[];
}

@InputType()
export class ConsentsConnectInput {
  @Field(() => [ID])
  @IsArray()
  connect: string[];
}

/** Personal data shared by createPatient and updatePatient; every rule of spec section 5. */
@InputType()
export class PatientDataInput extends IntersectionType(PersonNameInput, StreetAddressInput) {
  @Field()
  @IsEmailAddress()
  email: string;

  @Field()
  @IsFilled()
  @Matches(PHONE_PATTERN, { message: PATIENT_MESSAGES.phone })
  phone_number: string;

  @Field({ description: 'ISO code of the dial-code country (default AT).' })
  @IsFilled()
  @Matches(/^[A-Z]{2}$/, { message: PATIENT_MESSAGES.country })
  country_code: string;

  @Field({ description: 'ISO country code.' })
  @IsFilled()
  @Matches(/^[A-Z]{2}$/, { message: PATIENT_MESSAGES.country })
  country: string;

  @Field({ description: 'YYYY-MM-DD (DD.MM.YYYY and DD-MM-YYYY are accepted too).' })
  @IsBirthDate()
  date_of_birth: string;

  @Field(() => Int)
  @IsInt({ message: PATIENT_MESSAGES.heightRange })
  @Min(HEIGHT_MIN, { message: PATIENT_MESSAGES.heightRange })
  @Max(HEIGHT_MAX, { message: PATIENT_MESSAGES.heightRange })
  height: number;

  @Field(() => Float)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: PATIENT_MESSAGES.weightRange })
  @Min(WEIGHT_MIN, { message: PATIENT_MESSAGES.weightRange })
  @Max(WEIGHT_MAX, { message: PATIENT_MESSAGES.weightRange })
  weight: number;

  @Field(() => BiologicalSex)
  @IsEnum(BiologicalSex, { message: ValidationText.required })
  biological_sex: BiologicalSex;

  @Field(() => ShippingAddressInput, {
    nullable: true,
    description: 'Only when it differs; null removes it.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => ShippingAddressInput)
  shippingAddress?: ShippingAddressInput | null;
}

@InputType()
export class CreatePatientInput extends PatientDataInput {
  @Field(() => AnswersUpsertInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => AnswersUpsertInput)
  answers?: AnswersUpsertInput | null;

  @Field(() => ConsentsConnectInput)
  @ValidateNested()
  @Type(() => ConsentsConnectInput)
  acceptedConsents: ConsentsConnectInput;
}

@InputType()
export class UpdatePatientInput extends PatientDataInput {}

@InputType()
export class UpdatePatientAnswersInput {
  @Field(() => ID)
  @IsFilled()
  patient_id: string;

  @Field(() => [AnswerInput])
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => AnswerInput)
  answers: AnswerInput[];
}
