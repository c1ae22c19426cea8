import {
  ACCOUNT_HOLDER_MAX,
  ADDRESS_MAX,
  ADDRESS_MIN,
  BIC_MAX,
  CITY_MAX,
  CITY_MIN,
  CURRENT_PASSWORD_MAX,
  DIGITS_ONLY,
  isOneOf,
  isValidEmail,
  isValidIban,
  NAME_MAX,
  OFFICE_NAME_MAX,
  OFFICE_NAME_MIN,
  PASSWORD_SYMBOLS,
  passwordViolations,
  PHONE_PATTERN,
  REGISTRATION_CODE_LENGTH,
  SALUTATIONS,
  TITLE_MAX,
  TWO_FACTOR_CODE_PATTERN,
  VAT_NO_MAX,
  ZIP_CODE_MAX,
} from '@portal/shared-types';
import { type TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createPatientRules } from './patientRules';

// react-hook-form rules: the limits come from @portal/shared-types, the messages from @portal/i18n.
type Validate = (value: string) => true | string;

export function newPasswordMessage(t: TFunction, password: string): string | null {
  const [first] = passwordViolations(password);
  if (first === undefined) return null;
  switch (first.rule) {
    case 'required':
      return t('validation.required');
    case 'length':
      return t('validation.passwordLength');
    case 'lowercase':
      return t('validation.passwordLowercase');
    case 'uppercase':
      return t('validation.passwordUppercase');
    case 'digit':
      return t('validation.passwordDigit');
    case 'symbol':
      return t('validation.passwordSymbol', { symbols: PASSWORD_SYMBOLS });
    case 'unsupported':
      return t('validation.passwordUnsupported', { characters: first.characters.join(' ') });
  }
}

export function twoFactorCodeMessage(t: TFunction, code: string): string | null {
  if (code.trim() === '') return t('validation.twoFactorCodeEmpty');
  return TWO_FACTOR_CODE_PATTERN.test(code.trim()) ? null : t('validation.twoFactorCodeLength');
}

export function createRules(t: TFunction) {
  const required = { value: true, message: t('validation.required') };
  const length =
    (min: number, max: number): Validate =>
    (value) =>
      value.trim() === '' ||
      (value.trim().length >= min && value.length <= max) ||
      t('validation.length', { min, max });
  const maxLength = (max: number) => ({ value: max, message: t('validation.maxLength', { max }) });
  const matches =
    (
      other: () => string,
      key:
        | 'passwordsDoNotMatch'
        | 'passwordsDoNotMatchRegistration'
        | 'passwordsDoNotMatchReset'
        | 'emailsDoNotMatch',
    ): Validate =>
    (value) =>
      value === other() || t(`validation.${key}`);

  return {
    required: { required },
    email: {
      required,
      validate: (value: string) => isValidEmail(value.trim()) || t('validation.emailInvalid'),
    },
    password: { required },
    currentPassword: { required, maxLength: maxLength(CURRENT_PASSWORD_MAX) },
    newPassword: { validate: (value: string) => newPasswordMessage(t, value) ?? true },
    repeat: (other: () => string, key: Parameters<typeof matches>[1]) => ({
      required,
      validate: matches(other, key),
    }),
    salutation: {
      required,
      validate: (value: string) => isOneOf(SALUTATIONS, value) || t('validation.required'),
    },
    title: { maxLength: maxLength(TITLE_MAX) },
    name: { required, maxLength: maxLength(NAME_MAX) },
    officeName: { required, validate: length(OFFICE_NAME_MIN, OFFICE_NAME_MAX) },
    address: { required, validate: length(ADDRESS_MIN, ADDRESS_MAX) },
    zipCode: {
      required,
      maxLength: maxLength(ZIP_CODE_MAX),
      pattern: { value: DIGITS_ONLY, message: t('validation.digitsOnly') },
    },
    city: { required, validate: length(CITY_MIN, CITY_MAX) },
    country: { required },
    dialCode: { required },
    optionalAddress: { validate: length(ADDRESS_MIN, ADDRESS_MAX) },
    optionalZipCode: {
      maxLength: maxLength(ZIP_CODE_MAX),
      validate: (value: string) => value === '' || DIGITS_ONLY.test(value) || t('validation.digitsOnly'),
    },
    optionalCity: { validate: length(CITY_MIN, CITY_MAX) },
    phoneNumber: {
      validate: (value: string) =>
        value === '' ||
        PHONE_PATTERN.test(value) ||
        (DIGITS_ONLY.test(value) ? t('validation.phoneNumber') : t('validation.digitsOnly')),
    },
    accountHolder: { maxLength: maxLength(ACCOUNT_HOLDER_MAX) },
    iban: { validate: (value: string) => isValidIban(value) || t('validation.ibanInvalid') },
    bic: { maxLength: maxLength(BIC_MAX) },
    vatNo: { maxLength: maxLength(VAT_NO_MAX) },
    twoFactorCode: { validate: (value: string) => twoFactorCodeMessage(t, value) ?? true },
    recoveryCode: { validate: (value: string) => value.trim() !== '' || t('validation.twoFactorCodeEmpty') },
    registrationCode: {
      validate: (value: string) =>
        value.trim().length === REGISTRATION_CODE_LENGTH || t('validation.registrationCodeLength'),
    },
    consent: { validate: (value: boolean) => value || t('validation.consentRequired') },
    patient: createPatientRules(t),
  };
}

export type Rules = ReturnType<typeof createRules>;

export function useRules(): Rules {
  const { t } = useTranslation();
  return useMemo(() => createRules(t), [t]);
}
