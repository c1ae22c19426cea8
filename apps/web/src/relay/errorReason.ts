// The API's failure codes, typed from the one catalogue both sides read: the `errors` texts of @portal/i18n.
import { type Translation } from '@portal/i18n';

type ErrorTexts = Translation<'de'>['errors'];
type GroupName = { [A in keyof ErrorTexts]: ErrorTexts[A] extends string ? never : A }[keyof ErrorTexts];

/**
 * A failure code `<area>.<code>` (`extensions.reason` of a GraphQL error, `reason` of a REST answer): exactly
 * the grouped keys of the `errors` texts in @portal/i18n, which the API derives its own codes (`ErrorReason`)
 * from. A code the catalogue lacks does not compile.
 */
export type ErrorReason = { [A in GroupName]: `${A}.${Extract<keyof ErrorTexts[A], string>}` }[GroupName];

/**
 * The code of a validation failure. The API's ValidationError has it as its reason; REST sends it, a GraphQL
 * validation error carries only its category (`extensions.code` VALIDATION) and `extensions.validation`.
 */
export const VALIDATION_FAILED = 'common.validationFailed' satisfies ErrorReason;
