// Validation rules of the account spec (section 5), used by the API's input classes and the web's forms.
// Messages are the spec's German texts; the web shows them as they are, or via i18n keys with the same text.

export const ValidationMessage = {
  required: 'Das ist ein Pflichtfeld',
  consentRequired: 'Dies ist erforderlich',
  consentUnknown: 'Unbekannte Einwilligung.',
  unknownEntry: 'Unbekannter Eintrag.',
  invalidCharacters: 'Dieses Feld enthält ungültige Zeichen.',
  emailInvalid: 'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.',
  emailsDoNotMatch: 'Die E-Mail-Adressen stimmen nicht überein',
  passwordLength: 'Muss zwischen 8 und 64 Zeichen lang sein.',
  passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein',
  passwordsDoNotMatchRegistration: 'Passwörter stimmen nicht überein.',
  passwordsDoNotMatchReset: 'Die Passwörter stimmen nicht überein! Bitte probieren Sie es nochmal.',
  digitsOnly: 'Dieses Feld darf nur Zahlen beinhalten.',
  ibanInvalid: 'Ungültiger IBAN.',
  twoFactorCodeLength: 'Der Code muss exakt 6 Ziffern enthalten.',
  twoFactorCodeEmpty: 'The code cannot be empty',
  practiceRequired: 'Ups! Der aktuelle Nutzer muss mit einer Praxis verknüpft sein.',
  billingDetailsHint:
    'Für den Erhalt der Beratungsgebühr ist die Angabe von IBAN und Kontoinhaber erforderlich.',
} as const;

/** A message for a text length bound, in the style of the spec ("Muss zwischen 8 und 64 Zeichen lang sein."). */
export const lengthMessage = (min: number, max: number) =>
  `Muss zwischen ${min} und ${max} Zeichen lang sein.`;
export const maxLengthMessage = (max: number) => `Darf höchstens ${max} Zeichen lang sein.`;

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

/** The server's German sentence for a broken password rule. */
function passwordMessage(violation: PasswordViolation): string {
  switch (violation.rule) {
    case 'required':
      return ValidationMessage.required;
    case 'length':
      return ValidationMessage.passwordLength;
    case 'lowercase':
      return 'Muss mindestens einen Kleinbuchstaben enthalten.';
    case 'uppercase':
      return 'Muss mindestens einen Großbuchstaben enthalten.';
    case 'digit':
      return 'Muss mindestens eine Ziffer enthalten.';
    case 'symbol':
      return `Muss mindestens eines dieser Sonderzeichen enthalten: ${PASSWORD_SYMBOLS}`;
    case 'unsupported':
      return `Nicht unterstützte Zeichen: ${violation.characters.join(' ')}`;
  }
}

/** Every rule the new password breaks, as messages; empty when the password is acceptable. */
export function passwordProblems(password: string): string[] {
  return passwordViolations(password).map(passwordMessage);
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
