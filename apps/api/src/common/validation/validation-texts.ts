import { interpolate, translationOf } from '@portal/i18n';
import { PASSWORD_SYMBOLS, type PasswordViolation, passwordViolations } from '@portal/shared-types';

/**
 * The German texts of the form rules (`validation` in @portal/i18n): the messages the API's validation puts on
 * the wire. The web words the same rules from the same texts in the user's language.
 */
export const ValidationText = translationOf('de').validation;

/** The code of a form rule's text: `validation.<key>`, worded by the web from the same key in any language. */
export type FieldRuleReason = `validation.${Extract<keyof typeof ValidationText, string>}`;

// Texts without placeholders identify their rule; parametrised ones (lengths) are sent without a code.
const ruleReasonByText = new Map(
  Object.entries(ValidationText)
    .filter(([, text]) => !text.includes('{{'))
    .map(([key, text]) => [text, `validation.${key}` as FieldRuleReason]),
);

/** The code of a message the API's validation produced from a form rule, if it is one. */
export const ruleReasonOf = (message: string): FieldRuleReason | undefined => ruleReasonByText.get(message);

/** 'Muss zwischen 2 und 64 Zeichen lang sein.' */
export const lengthMessage = (min: number, max: number) => interpolate(ValidationText.length, { min, max });

/** 'Darf höchstens 64 Zeichen lang sein.' */
export const maxLengthMessage = (max: number) => interpolate(ValidationText.maxLength, { max });

function passwordMessage(violation: PasswordViolation): string {
  switch (violation.rule) {
    case 'required':
      return ValidationText.required;
    case 'length':
      return ValidationText.passwordLength;
    case 'lowercase':
      return ValidationText.passwordLowercase;
    case 'uppercase':
      return ValidationText.passwordUppercase;
    case 'digit':
      return ValidationText.passwordDigit;
    case 'symbol':
      return interpolate(ValidationText.passwordSymbol, { symbols: PASSWORD_SYMBOLS });
    case 'unsupported':
      return interpolate(ValidationText.passwordUnsupported, { characters: violation.characters.join(' ') });
  }
}

/** Every rule the new password breaks, as German messages; empty when the password is acceptable. */
export function passwordProblems(password: string): string[] {
  return passwordViolations(password).map(passwordMessage);
}
