import { type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { graphQLErrorsOf } from '../relay/usePromiseMutation';

/** `extensions.validation` of the contract's validation errors: input path → messages. */
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

/** Puts each server validation message on the form field it names (`input.first_name` → `personal.first_name`). */
export function showValidationErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Record<string, Path<T>>,
): void {
  for (const [path, messages] of Object.entries(validationErrorsOf(error))) {
    const field = fields[path];
    if (field && messages[0]) setError(field, { message: messages[0] });
  }
}
