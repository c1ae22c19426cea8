import { type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { validation?: Record<string, unknown> };
}

// Relay puts the response's errors on `error.source.errors` when a mutation returns no data.
function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] {
  const source = (error as { source?: { errors?: unknown } } | null)?.source;
  return Array.isArray(source?.errors) ? (source.errors as GraphQLErrorLike[]) : [];
}

export function errorMessagesOf(error: unknown): string[] {
  return graphQLErrorsOf(error).flatMap((e) => (typeof e.message === 'string' ? [e.message] : []));
}

/** The `extensions.validation` of a failed mutation, keyed like `input.first_name`. */
export function validationErrorsOf(error: unknown): Record<string, string[]> {
  const entries = graphQLErrorsOf(error).flatMap((e) => Object.entries(e.extensions?.validation ?? {}));
  return Object.fromEntries(
    entries.map(([key, messages]) => [
      key,
      Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [],
    ]),
  );
}

// Server input keys (without the `input.` prefix) to form fields.
export const patientFieldOfInput: Record<string, string> = {
  salutation: 'salutation',
  title: 'title',
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  country_code: 'countryCode',
  phone_number: 'phoneNumber',
  date_of_birth: 'birthDate',
  biological_sex: 'sex',
  height: 'height',
  weight: 'weight',
  address: 'address',
  zip_code: 'postalCode',
  city: 'city',
  country: 'country',
  'shippingAddress.address': 'shippingAddress.address',
  'shippingAddress.zip_code': 'shippingAddress.postalCode',
  'shippingAddress.city': 'shippingAddress.city',
  'shippingAddress.country_id': 'shippingAddress.countryId',
};

/**
 * Puts each server validation message on the field it names. Returns the messages no field took (e.g. the
 * duplicate patient's `input` message), for the form to show above its buttons.
 */
export function applyValidationErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOfInput: Record<string, string> = patientFieldOfInput,
): string[] {
  const unplaced: string[] = [];
  for (const [key, messages] of Object.entries(validationErrorsOf(error))) {
    const field = fieldOfInput[key.replace(/^input\./, '')];
    const message = messages[0];
    if (message === undefined) continue;
    if (field === undefined) unplaced.push(...messages);
    else setError(field as Path<T>, { type: 'server', message });
  }
  return unplaced;
}
