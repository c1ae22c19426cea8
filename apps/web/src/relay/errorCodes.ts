// The API's failure codes and the one way the web asks a failed call for them. A screen that reacts to a
// particular failure asks by code (`hasErrorCode(error, 'patients.hasLinkedData')`), never by the message:
// the message on the wire is the spec's or the German text, and may change.
import { RequestFailedError } from '../http/RequestFailedError';
import { type ErrorReason, VALIDATION_FAILED } from './errorReason';
import { failuresOf } from './failures';
import { graphQLErrorsOf } from './usePromiseMutation';

export { type ErrorReason, VALIDATION_FAILED } from './errorReason';

interface GraphQLErrorLike {
  extensions?: { code?: unknown; validation?: unknown };
}

const isValidationError = (error: GraphQLErrorLike) =>
  error.extensions?.code === 'VALIDATION' ||
  (typeof error.extensions?.validation === 'object' && error.extensions.validation !== null);

/**
 * The failure codes of a failed call: `extensions.reason` of each GraphQL error of a mutation or query
 * (`common.validationFailed` for a validation error), or the `reason` of each failure of a REST or network
 * answer (`RequestFailedError`).
 */
export function errorCodesOf(error: unknown): string[] {
  const graphQLErrors = graphQLErrorsOf(error);
  const codes = graphQLErrors.flatMap((graphQLError) => {
    const [failure] = failuresOf({ errors: [graphQLError] });
    if (failure?.reason !== undefined) return [failure.reason];
    return isValidationError(graphQLError as GraphQLErrorLike) ? [VALIDATION_FAILED] : [];
  });
  if (graphQLErrors.length === 0 && error instanceof RequestFailedError)
    codes.push(
      ...error.failures.flatMap((failure) => (failure.reason === undefined ? [] : [failure.reason])),
    );
  return codes;
}

/** True when the failed call carries the API's failure code `code`. */
export const hasErrorCode = (error: unknown, code: ErrorReason): boolean =>
  errorCodesOf(error).includes(code);
