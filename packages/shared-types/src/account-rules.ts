// Validation rules of the account spec (section 5), used by the API's input classes and the web's forms.
// Their texts are in @portal/i18n (`validation`); a rule reports what is wrong as a code.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const CURRENT_PASSWORD_MAX = 126;
export const PASSWORD_SYMBOLS = '_-+=!@#%^&*~.,:;';

const symbolClass = PASSWORD_SYMBOLS.replace(/[-\\^\]]/g, (c) => `\\${c}`);
const allowedPasswordChar = new RegExp(`[A-Za-z0-9${symbolClass}]`);

/** A broken password rule as a code, so a client can word it in any language. */
export type PasswordViolation =
  | { rule: 'required' | 'length' | 'lowercase' | 'uppercase' | 'digit' | 'symbol' }
  | { rule: 'unsupported'; characters: string[] };

/** Every rule the new password breaks, in a fixed order; empty when the password is acceptable. */
export function passwordViolations(password: string): PasswordViolation[] {
  if (!password) return [{ rule: 'required' }];
  const violations: PasswordViolation[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) violations.push({ rule: 'length' });
  if (!/[a-z]/.test(password)) violations.push({ rule: 'lowercase' });
  if (!/[A-Z]/.test(password)) violations.push({ rule: 'uppercase' });
  if (!/[0-9]/.test(password)) violations.push({ rule: 'digit' });
  if (![...password].some((c) => PASSWORD_SYMBOLS.includes(c))) violations.push({ rule: 'symbol' });
  const unsupported = [...new Set([...password].filter((c) => !allowedPasswordChar.test(c)))];
  if (unsupported.length) violations.push({ rule: 'unsupported', characters: unsupported });
  return violations;
}

// Practical e-mail check (what HTML's type=email accepts, plus a dot in the domain).
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const EMAIL_MAX = 255;

export function isValidEmail(email: string): boolean {
  const localPart = email.slice(0, email.lastIndexOf('@'));
  return email.length <= EMAIL_MAX && localPart.length <= 64 && EMAIL_PATTERN.test(email);
}

/**
 * The key under which an e-mail is unique and rate limited: Unicode compatibility forms folded (a
 * full-width '＠' is '@'), trimmed, lower-cased.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

export const NAME_MAX = 64;
export const TITLE_MAX = 16;
export const ADDRESS_MIN = 3;
export const ADDRESS_MAX = 256;
export const CITY_MIN = 3;
export const CITY_MAX = 256;
export const OFFICE_NAME_MIN = 3;
export const OFFICE_NAME_MAX = 256;
export const ACCOUNT_HOLDER_MAX = 64;
export const BIC_MAX = 16;
export const VAT_NO_MAX = 16;
export const PHONE_MIN = 6;
export const PHONE_MAX = 12;
export const ZIP_CODE_MAX = 10;
// A patient's height (whole cm) and weight (kg, two decimals) as the doctor enters them; the
// patient's own questionnaire is stricter.
export const HEIGHT_MIN = 1;
export const HEIGHT_MAX = 300;
export const WEIGHT_MIN = 0.01;
export const WEIGHT_MAX = 500;

export const DIGITS_ONLY = /^\d+$/;
export const PHONE_PATTERN = /^\d{6,12}$/;
// Two letters, two digits, four alphanumerics, seven digits, then optional alphanumerics (spec section 5).
// At most 34 characters (ISO 13616), which is also the width of the stored column.
export const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{4}\d{7}[A-Z0-9]{0,19}$/;

/** IBANs are typed with spaces and in lower case; the rules and storage use the compact upper-case form. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

export function isValidIban(iban: string): boolean {
  const compact = compactIban(iban);
  return compact === '' || IBAN_PATTERN.test(compact);
}

export const TWO_FACTOR_CODE_PATTERN = /^\d{6}$/;
export const REGISTRATION_CODE_LENGTH = 4;
export const RECOVERY_CODE_PATTERN = /^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/;

/** `max.mustermann@example.com` → `ma***@example.com` (the spec keeps the first two characters). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
