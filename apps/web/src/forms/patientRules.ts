import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  CITY_MAX,
  CITY_MIN,
  DIGITS_ONLY,
  HEIGHT_MAX,
  HEIGHT_MIN,
  isValidBirthDate,
  isValidEmail,
  NAME_MAX,
  parseDateInput,
  PHONE_PATTERN,
  WEIGHT_MAX,
  WEIGHT_MIN,
  ZIP_CODE_MAX,
} from '@portal/shared-types';
import { type TFunction } from 'i18next';

type Check = (value: string) => true | string;

const isNumberIn = (value: string, min: number, max: number) => {
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number >= min && number <= max;
};

/**
 * The rules of a patient's personal data (spec section 5), one check per field. Unlike the account forms, a field
 * of blanks is 'required' and every other check sees the trimmed value, as the value is sent trimmed.
 */
export function createPatientRules(t: TFunction) {
  const required = (check: Check = () => true) => ({
    validate: (value: string) => (value.trim() === '' ? t('validation.required') : check(value.trim())),
  });
  const length =
    (min: number, max: number): Check =>
    (value) =>
      (value.length >= min && value.length <= max) || t('validation.length', { min, max });
  const maxLength =
    (max: number): Check =>
    (value) =>
      value.length <= max || t('validation.maxLength', { max });

  return {
    name: required(maxLength(NAME_MAX)),
    email: required((value) => isValidEmail(value) || t('validation.emailInvalid')),
    phoneNumber: required((value) => PHONE_PATTERN.test(value) || t('validation.phoneNumber')),
    birthDate: required((value) => {
      const iso = parseDateInput(value);
      return (iso !== null && isValidBirthDate(iso)) || t('validation.birthDate');
    }),
    height: required(
      (value) =>
        (DIGITS_ONLY.test(value) && isNumberIn(value, HEIGHT_MIN, HEIGHT_MAX)) ||
        t('patients.form.errors.height'),
    ),
    weight: required(
      (value) => isNumberIn(value, WEIGHT_MIN, WEIGHT_MAX) || t('patients.form.errors.weight'),
    ),
    address: required(length(ADDRESS_MIN, ADDRESS_MAX)),
    postalCode: required((value) =>
      DIGITS_ONLY.test(value) ? maxLength(ZIP_CODE_MAX)(value) : t('validation.digitsOnly'),
    ),
    city: required(length(CITY_MIN, CITY_MAX)),
    choice: required(),
  };
}
