import { translationOf } from '@portal/i18n';

type ErrorTexts = ReturnType<typeof translationOf>['errors'];
type GroupName = { [A in keyof ErrorTexts]: ErrorTexts[A] extends string ? never : A }[keyof ErrorTexts];

/** A failure code `<area>.<code>`: exactly the grouped keys of the `errors` texts in @portal/i18n. */
export type ErrorReason = { [A in GroupName]: `${A}.${Extract<keyof ErrorTexts[A], string>}` }[GroupName];

/** One failure of an area: its code and the message the spec's client expects on the wire. */
export interface ErrorDefinition {
  readonly reason: ErrorReason;
  readonly message: string;
}

/** The German text of a code: what the portal says when the spec names no other wire string. */
function germanTextOf(reason: ErrorReason): string {
  const [area, code] = reason.split('.') as [GroupName, string];
  return (translationOf('de').errors[area] as Record<string, string>)[code];
}

/**
 * An area's failures (`<area>.errors.ts`): each a code, or a code with the wire message the spec's
 * client matches when that is not the German text (`'PATIENT_HAS_LINKED_DATA'`, Laravel's English).
 */
export function defineErrors<Name extends string>(
  entries: Record<Name, ErrorReason | { reason: ErrorReason; wire: string }>,
): Record<Name, ErrorDefinition> {
  const definitions = {} as Record<Name, ErrorDefinition>;
  for (const name of Object.keys(entries) as Name[]) {
    const entry = entries[name];
    definitions[name] =
      typeof entry === 'string'
        ? { reason: entry, message: germanTextOf(entry) }
        : { reason: entry.reason, message: entry.wire };
  }
  return definitions;
}
