import { type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { reasonText } from '../relay/reasonText';
import { graphQLErrorsOf } from '../relay/usePromiseMutation';

interface ValidationExtensions {
  validation?: unknown;
  reasons?: Record<string, unknown>;
}

// A field's message in the user's language when the API sent its code (`extensions.reasons`) and the
// catalogue has a text for it; otherwise the server's own message.
const wordingOf = (message: string, code: unknown): string => reasonText(code, message);

/** `extensions.validation` of the contract's validation errors: argument path (`input.email`) → messages. */
export function validationErrorsOf(error: unknown): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const graphQLError of graphQLErrorsOf(error)) {
    const { validation, reasons } = (graphQLError as { extensions?: ValidationExtensions }).extensions ?? {};
    if (typeof validation !== 'object' || validation === null) continue;
    for (const [path, messages] of Object.entries(validation)) {
      if (!Array.isArray(messages)) continue;
      const codes = Array.isArray(reasons?.[path]) ? (reasons[path] as unknown[]) : [];
      merged[path] = messages
        .filter((m): m is string => typeof m === 'string')
        .map((message, index) => wordingOf(message, codes[index]));
    }
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
