import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  ACCOUNT_HOLDER_MAX,
  ADDRESS_MAX,
  ADDRESS_MIN,
  BIC_MAX,
  CITY_MAX,
  CITY_MIN,
  DIGITS_ONLY,
  IBAN_PATTERN,
  ZIP_CODE_MAX,
  OFFICE_NAME_MAX,
  OFFICE_NAME_MIN,
  PHONE_PATTERN,
  PRACTICE_TAX_STATUSES,
  type PracticeTaxStatus,
  VAT_NO_MAX,
} from '@portal/shared-types';
import { IsEmailAddress, IsFilled, IsOptionalOrBlank } from '../../common/validation/rules.js';
import { StreetAddressInput } from '../../common/validation/shared-inputs.js';
import { lengthMessage, maxLengthMessage, ValidationText } from '../../common/validation/validation-texts.js';

@ObjectType()
export class BillingAddress {
  @Field()
  address: string;

  @Field()
  zip_code: string;

  @Field()
  city: string;

  @Field({ description: 'ISO country code.' })
  country: string;
}

@ObjectType()
export class BillingDetails {
  @Field(() => String, { nullable: true })
  account_holder: string | null;

  @Field(() => String, { nullable: true })
  iban: string | null;

  @Field(() => String, { nullable: true })
  bic: string | null;

  @Field(() => String, { nullable: true })
  vat_no: string | null;
}

// The GraphQL names are the stored values (de_small_business, ...), so web, API and the XML speak one name.
export const PracticeTaxStatusGraphql = Object.fromEntries(
  PRACTICE_TAX_STATUSES.map((status) => [status, status]),
) as Record<PracticeTaxStatus, PracticeTaxStatus>;
registerEnumType(PracticeTaxStatusGraphql, {
  name: 'PracticeTaxStatus',
  description:
    'The practice VAT status: de_small_business (§ 19 UStG), de_regular, at_small_business (§ 6 Abs. 1 Z 27 UStG 1994), at_regular.',
});

/** What the practice stated for its Gutschriften: status, Steuernummer and USt-IdNr (the billing VAT id). */
@ObjectType()
export class TaxDetails {
  @Field(() => PracticeTaxStatusGraphql, {
    nullable: true,
    description: 'Null until the practice states it.',
  })
  tax_status: PracticeTaxStatus | null;

  @Field(() => String, { nullable: true, description: 'Steuernummer.' })
  tax_number: string | null;

  @Field(() => String, { nullable: true, description: 'USt-IdNr / UID (the same as billingDetails.vat_no).' })
  vat_no: string | null;
}

@ObjectType()
export class ContactDetails {
  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true, description: 'ISO code of the country of the dial code.' })
  country_code: string | null;

  @Field(() => String, { nullable: true })
  phone_number: string | null;
}

@InputType()
export class AddressInput extends StreetAddressInput {
  @Field()
  @IsFilled()
  @Matches(/^[A-Z]{2}$/, { message: ValidationText.required })
  country_code: string;
}

// Blank fields fall back to the office address (spec section 5), so each one is optional here.
@InputType()
export class BillingAddressInput {
  @Field(() => String, { nullable: true })
  @IsOptionalOrBlank()
  @Length(ADDRESS_MIN, ADDRESS_MAX, { message: lengthMessage(ADDRESS_MIN, ADDRESS_MAX) })
  address?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptionalOrBlank()
  @Matches(DIGITS_ONLY, { message: ValidationText.digitsOnly })
  @MaxLength(ZIP_CODE_MAX, { message: maxLengthMessage(ZIP_CODE_MAX) })
  zip_code?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptionalOrBlank()
  @Length(CITY_MIN, CITY_MAX, { message: lengthMessage(CITY_MIN, CITY_MAX) })
  city?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptionalOrBlank()
  @Matches(/^[A-Z]{2}$/, { message: ValidationText.required })
  country_code?: string | null;
}

@InputType()
export class BillingDetailsInput {
  @Field(() => String, { nullable: true })
  @IsOptionalOrBlank()
  @MaxLength(ACCOUNT_HOLDER_MAX, { message: maxLengthMessage(ACCOUNT_HOLDER_MAX) })
  account_holder?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptionalOrBlank()
  @Matches(IBAN_PATTERN, { message: ValidationText.ibanInvalid })
  iban?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptionalOrBlank()
  @MaxLength(BIC_MAX, { message: maxLengthMessage(BIC_MAX) })
  bic?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptionalOrBlank()
  @MaxLength(VAT_NO_MAX, { message: maxLengthMessage(VAT_NO_MAX) })
  vat_no?: string | null;
}

/**
 * The practice's tax details, all three together: formats and what each status requires are checked by
 * the service with practiceTaxViolations (@portal/shared-types), the same rule the web form words.
 */
@InputType()
export class TaxDetailsInput {
  @Field(() => PracticeTaxStatusGraphql)
  @IsIn(PRACTICE_TAX_STATUSES, { message: ValidationText.taxStatusRequired })
  tax_status: PracticeTaxStatus;

  @Field(() => String, { nullable: true, description: 'Steuernummer.' })
  @IsOptionalOrBlank()
  @MaxLength(32, { message: maxLengthMessage(32) })
  tax_number?: string | null;

  @Field(() => String, { nullable: true, description: 'USt-IdNr (DE + 9 digits) or UID (ATU + 8 digits).' })
  @IsOptionalOrBlank()
  @MaxLength(VAT_NO_MAX, { message: maxLengthMessage(VAT_NO_MAX) })
  vat_no?: string | null;
}

@InputType()
export class ContactDetailsInput {
  @Field()
  @IsEmailAddress()
  email: string;

  @Field()
  @IsFilled()
  @Matches(/^[A-Z]{2}$/, { message: ValidationText.required })
  country_code: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(PHONE_PATTERN, { message: 'Nur Ziffern, 6 bis 12 Zeichen.' })
  phone_number?: string | null;
}

@InputType()
export class SyncIdsInput {
  @Field(() => [ID])
  @IsArray()
  @IsString({ each: true })
  sync: string[];
}

/** What registration and the practice form share: billing, specializations and certifications, all optional. */
@InputType({ isAbstract: true })
export abstract class MedicalCenterExtrasInput {
  @Field(() => BillingAddressInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => BillingAddressInput)
  medicalCenterBillingAddress?: BillingAddressInput | null;

  @Field(() => BillingDetailsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => BillingDetailsInput)
  medicalCenterBillingDetails?: BillingDetailsInput | null;

  @Field(() => SyncIdsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => SyncIdsInput)
  specializations?: SyncIdsInput | null;

  @Field(() => SyncIdsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => SyncIdsInput)
  certifications?: SyncIdsInput | null;
}

/** The practice form: every part optional, sent parts are validated. */
@InputType()
export class UpsertMedicalCenterInput extends MedicalCenterExtrasInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  id?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  user_id?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Length(OFFICE_NAME_MIN, OFFICE_NAME_MAX, { message: lengthMessage(OFFICE_NAME_MIN, OFFICE_NAME_MAX) })
  name?: string | null;

  @Field(() => AddressInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddressInput)
  medicalCenterAddress?: AddressInput | null;

  @Field(() => ContactDetailsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ContactDetailsInput)
  medicalCenterContactDetails?: ContactDetailsInput | null;

  @Field(() => TaxDetailsInput, {
    nullable: true,
    description:
      'Tax status, Steuernummer and USt-IdNr for the Gutschriften (its vat_no wins over billing details).',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => TaxDetailsInput)
  medicalCenterTaxDetails?: TaxDetailsInput | null;
}
