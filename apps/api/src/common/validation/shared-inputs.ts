import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEnum, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  CITY_MAX,
  CITY_MIN,
  DIGITS_ONLY,
  NAME_MAX,
  Salutation,
  TITLE_MAX,
  ZIP_CODE_MAX,
} from '@portal/shared-types';
import { IsFilled } from './rules.js';
import { lengthMessage, maxLengthMessage, ValidationText } from './validation-texts.js';

/**
 * Surrounding blanks are dropped before the rules run, as the web does: '   ' is empty and 'a  ' is one
 * character, not three.
 */
export const Trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Salutation, title and names with the spec's rules: users, registrations and patients share them. */
@InputType({ isAbstract: true })
export class PersonNameInput {
  @Field(() => Salutation)
  @IsEnum(Salutation, { message: ValidationText.required })
  salutation: Salutation;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TITLE_MAX, { message: maxLengthMessage(TITLE_MAX) })
  @Trimmed()
  title?: string | null;

  @Field()
  @IsFilled()
  @IsString()
  @MaxLength(NAME_MAX, { message: maxLengthMessage(NAME_MAX) })
  @Trimmed()
  first_name: string;

  @Field()
  @IsFilled()
  @IsString()
  @MaxLength(NAME_MAX, { message: maxLengthMessage(NAME_MAX) })
  @Trimmed()
  last_name: string;
}

/** Street, postal code and city with the spec's rules: practice, patient and delivery addresses. */
@InputType({ isAbstract: true })
export class StreetAddressInput {
  @Field()
  @IsFilled()
  @IsString()
  @Length(ADDRESS_MIN, ADDRESS_MAX, { message: lengthMessage(ADDRESS_MIN, ADDRESS_MAX) })
  @Trimmed()
  address: string;

  @Field()
  @IsFilled()
  @Matches(DIGITS_ONLY, { message: ValidationText.digitsOnly })
  @MaxLength(ZIP_CODE_MAX, { message: maxLengthMessage(ZIP_CODE_MAX) })
  @Trimmed()
  zip_code: string;

  @Field()
  @IsFilled()
  @IsString()
  @Length(CITY_MIN, CITY_MAX, { message: lengthMessage(CITY_MIN, CITY_MAX) })
  @Trimmed()
  city: string;
}
