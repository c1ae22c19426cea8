import { type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { RestError } from '../../http/rest';
import { restFieldMessage } from '../../http/restFieldMessage';

/**
 * Puts each field message of a 422 answer on the form field of the same name. Returns false when none was placed
 * (not a 422 with field messages): the caller lets the catalogue tell the user.
 */
export function showRestFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof RestError) || error.status !== 422) return false;
  let placed = false;
  for (const field of fields) {
    const message = restFieldMessage(error, field);
    if (message === undefined) continue;
    setError(field, { type: 'server', message });
    placed = true;
  }
  return placed;
}
