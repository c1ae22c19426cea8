import { type TranslationKey } from '../i18n/translationKey';

/**
 * Where the text of an API failure code is in @portal/i18n: an area's failure (`patients.duplicate`) under
 * `errors.`, a form rule (`validation.required`) in the `validation` area itself.
 */
export const reasonKey = (reason: string): TranslationKey =>
  (reason.startsWith('validation.') ? reason : `errors.${reason}`) as TranslationKey;
