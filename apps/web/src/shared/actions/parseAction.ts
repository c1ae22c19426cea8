/**
 * The `action` search parameter names the dialog a screen shows. No parameter means no dialog; a value the screen
 * does not know becomes 'invalid', as the spec says.
 */
export type ActionParam<A extends string> = A | 'invalid' | null;

const isOneOf = <A extends string>(value: string, allowed: readonly A[]): value is A =>
  (allowed as readonly string[]).includes(value);

export function parseAction<A extends string>(value: string | null, allowed: readonly A[]): ActionParam<A> {
  if (value === null || value === '') return null;
  return isOneOf(value, allowed) ? value : 'invalid';
}
