import { type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { graphQLErrorsOf } from '../relay/usePromiseMutation';

/** `extensions.validation` of the contract's validation errors: argument path (`input.email`) → messages. */
export function validationErrorsOf(error: unknown): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const graphQLError of graphQLErrorsOf(error)) {
    const validation = (graphQLError as { extensions?: { validation?: unknown } }).extensions?.validation;
    if (typeof validation !== 'object' || validation === null) continue;
    for (const [path, messages] of Object.entries(validation))
      if (Array.isArray(messages)) merged[path] = messages.filter((m): m is string => typeof m === 'string');
  }
  return merged;
}

/**
 * Puts the first server message of each argument path on the form field it names (`input.first_name` →
 * `personal.first_name`). Returns the messages no field took (e.g. the duplicate patient's message under `input`),
 * for a form that shows them above its buttons.
 */
export function showValidationErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, Path<T>>>,
): string[] {
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(validationErrorsOf(error))) {
    const field = fields[path];
    const message = messages[0];
    if (message === undefined) continue;
    if (field === undefined) unplaced.push(...messages);
    else setError(field, { type: 'server', message });
  }
  return unplaced;
}
