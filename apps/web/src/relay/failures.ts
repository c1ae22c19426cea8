import { type Failure } from './errorEffects';

interface ErrorLike {
  message?: unknown;
  reason?: unknown;
  reasons?: unknown;
  extensions?: { reason?: unknown; reasons?: unknown; validation?: unknown };
}

const codesOf = (reasons: unknown): string[] =>
  typeof reasons === 'object' && reasons !== null
    ? Object.values(reasons).flatMap((codes: unknown) =>
        Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [],
      )
    : [];

function failureOf(error: ErrorLike, reason: unknown, reasons: unknown): Failure | null {
  if (typeof error.message !== 'string') return null;
  const fieldReasons = codesOf(reasons);
  return {
    message: error.message,
    ...(typeof reason === 'string' ? { reason } : {}),
    ...(fieldReasons.length ? { fieldReasons } : {}),
  };
}

/**
 * The failures of an error answer: GraphQL's `errors[]` (codes in `extensions.reason` and
 * `extensions.reasons`), or a REST/Sanctum body `{ message, reason, reasons }`.
 */
export function failuresOf(
  body: { errors?: unknown; message?: unknown; reason?: unknown; reasons?: unknown } | null,
) {
  const graphQL = Array.isArray(body?.errors) ? (body.errors as ErrorLike[]) : [];
  const failures = graphQL.map((error) =>
    failureOf(error, error.extensions?.reason, error.extensions?.reasons),
  );
  if (body && typeof body.message === 'string') failures.push(failureOf(body, body.reason, body.reasons));
  return failures.filter((failure): failure is Failure => failure !== null);
}

type ErrorBody = { errors?: unknown; message?: unknown; reason?: unknown; reasons?: unknown } | null;

/** The body without its GraphQL validation errors (`extensions.validation`), for a screen that shows them itself. */
export function withoutValidationErrors(body: ErrorBody): ErrorBody {
  if (!Array.isArray(body?.errors)) return body;
  const errors = (body.errors as ErrorLike[]).filter(
    (error) => typeof error.extensions?.validation !== 'object' || error.extensions.validation === null,
  );
  return { ...body, errors };
}
