import { CommonError } from './common.errors.js';
import { type FieldRuleReason, ruleReasonOf } from '../validation/validation-texts.js';
import type { ErrorDefinition, ErrorReason } from './error-catalogue.js';

// Expected failures of any area. The GraphQL layer turns them into the contract's error shape;
// REST controllers turn them into JSON with the matching status.
export enum ErrorCode {
  NotFound = 'NOT_FOUND',
  Forbidden = 'FORBIDDEN',
  Unauthenticated = 'UNAUTHENTICATED',
  Validation = 'VALIDATION',
  Conflict = 'CONFLICT',
  BadRequest = 'BAD_REQUEST',
  WriteAccessRequired = 'WRITE_ACCESS_REQUIRED',
  /** The doctor's own session while an administrator acts as that doctor: reads only. */
  HandledByAdmin = 'ACCOUNT_HANDLED_BY_ADMIN',
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
  /** Something the request needs (a rendered document) is not available in time. */
  Unavailable = 'UNAVAILABLE',
  /** A link that existed but is no longer valid (an expired payment link). */
  Gone = 'GONE',
}

export const httpStatusOf: Record<ErrorCode, number> = {
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Validation]: 422,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.BadRequest]: 400,
  [ErrorCode.WriteAccessRequired]: 503,
  [ErrorCode.HandledByAdmin]: 423,
  [ErrorCode.TooManyAttempts]: 429,
  [ErrorCode.Unavailable]: 503,
  [ErrorCode.Gone]: 410,
};

/**
 * An expected failure: its category (`code`, the HTTP status) and what happened (`failure`: the area's
 * code, sent as `extensions.reason`, and the message on the wire).
 */
export class AppError extends Error {
  readonly reason: ErrorReason;

  constructor(
    readonly code: ErrorCode,
    failure: ErrorDefinition,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(failure.message);
    this.name = 'AppError';
    this.reason = failure.reason;
  }
}

/** A record that does not exist or that the viewer may not see: the same answer for both. */
export class NotFoundError extends AppError {
  constructor(what = 'Record') {
    super(ErrorCode.NotFound, { reason: CommonError.notFound.reason, message: `${what} not found.` });
  }
}

export class ForbiddenError extends AppError {
  constructor(failure: ErrorDefinition = CommonError.forbidden) {
    super(ErrorCode.Forbidden, failure);
  }
}

export class UnauthenticatedError extends AppError {
  constructor() {
    super(ErrorCode.Unauthenticated, CommonError.unauthenticated);
  }
}

/** Field messages keyed by argument path (`input.email`), as Laravel Lighthouse reports them. */
export type ValidationMessages = Record<string, string[]>;

/** The codes beside the messages, per path, for the client to word in the user's language. */
export type ValidationReasons = Record<string, (ErrorReason | FieldRuleReason)[]>;

// Paths whose messages are form-rule texts get those rules' codes; an area's own codes are kept.
function withRuleReasons(validation: ValidationMessages, reasons: ValidationReasons): ValidationReasons {
  const all: ValidationReasons = { ...reasons };
  for (const [path, messages] of Object.entries(validation)) {
    if (all[path]) continue;
    const codes = messages.map(ruleReasonOf);
    if (codes.every((code) => code !== undefined)) all[path] = codes;
  }
  return all;
}

/** A field failure: an area's definition, or a form rule's message (its code is found by its text). */
export type FieldFailure = ErrorDefinition | string;

export class ValidationError extends AppError {
  readonly reasons: ValidationReasons;

  constructor(
    readonly validation: ValidationMessages,
    reasons: ValidationReasons = {},
  ) {
    super(
      ErrorCode.Validation,
      { reason: 'common.validationFailed', message: 'Validation failed.' },
      { validation },
    );
    this.reasons = withRuleReasons(validation, reasons);
  }

  static of(path: string, failure: FieldFailure): ValidationError {
    if (typeof failure === 'string') return new ValidationError({ [path]: [failure] });
    return new ValidationError({ [path]: [failure.message] }, { [path]: [failure.reason] });
  }
}
