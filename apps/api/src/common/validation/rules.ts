import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsNotEmpty, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { isValidBirthDate, isRowId, isValidEmail, parseDateInput } from '@portal/shared-types';
import { passwordProblems, ValidationText } from './validation-texts.js';

/** Present and not blank, with the spec's 'Das ist ein Pflichtfeld'. */
export const IsFilled = () =>
  applyDecorators(
    IsDefined({ message: ValidationText.required }),
    IsNotEmpty({ message: ValidationText.required }),
  );

export const IsEmailAddress = (options?: ValidationOptions) =>
  applyDecorators(
    IsFilled(),
    ValidateBy(
      {
        name: 'isEmailAddress',
        validator: { validate: (value: unknown) => typeof value === 'string' && isValidEmail(value.trim()) },
      },
      { message: ValidationText.emailInvalid, ...options },
    ),
  );

/** The new-password policy of packages/shared-types; reports its first broken rule. */
export const IsStrongPassword = () =>
  ValidateBy({
    name: 'isStrongPassword',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && passwordProblems(value).length === 0,
      defaultMessage: (args) =>
        passwordProblems(typeof args?.value === 'string' ? args.value : '')[0] ?? ValidationText.required,
    },
  });

/** Optional, and a blank string counts as absent (forms send '' for untouched fields). */
export const IsOptionalOrBlank = () =>
  ValidateIf(
    (_object: unknown, value: unknown) =>
      value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === ''),
  );

export const BIRTH_DATE_MESSAGE = ValidationText.birthDate;

/** A real date in one of the accepted forms, not before 1900-01-01 and not in the future. */
export const IsBirthDate = () =>
  applyDecorators(
    IsFilled(),
    ValidateBy(
      {
        name: 'isBirthDate',
        validator: {
          validate: (value: unknown) => {
            const iso = typeof value === 'string' ? parseDateInput(value) : null;
            return iso !== null && isValidBirthDate(iso);
          },
        },
      },
      { message: BIRTH_DATE_MESSAGE },
    ),
  );

/** An id of a table row; anything else is "Unbekannter Eintrag." instead of a database error. */
export const IsRowId = (options?: ValidationOptions) =>
  ValidateBy(
    { name: 'isRowId', validator: { validate: (value: unknown) => isRowId(value) } },
    { message: ValidationText.unknownEntry, ...options },
  );
