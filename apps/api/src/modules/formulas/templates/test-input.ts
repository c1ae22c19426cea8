import { interpolate } from '@portal/i18n';
import { ValidationError } from '../../../common/errors/app-error.js';
import { FormulasError } from '../formulas.errors.js';

/**
 * A template's test input: a JSON object of known input names and finite numbers. Anything else is
 * refused on the field, with the first unknown name when that is the trouble.
 */
export function parseTestInput(
  text: string | null | undefined,
  isKnown: (name: string) => boolean,
  path: string,
): Map<string, number> {
  const scope = new Map<string, number>();
  if (!text?.trim()) return scope;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw ValidationError.of(path, FormulasError.testInputInvalid);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw ValidationError.of(path, FormulasError.testInputInvalid);
  for (const [name, value] of Object.entries(parsed)) {
    if (!isKnown(name))
      // Without its code: the sentence names the input (parametrised messages travel as text).
      throw ValidationError.of(path, interpolate(FormulasError.testInputUnknown.message, { name }));
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw ValidationError.of(path, FormulasError.testInputInvalid);
    scope.set(name, value);
  }
  return scope;
}
