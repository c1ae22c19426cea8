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
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A record that does not exist or that the viewer may not see: the same answer for both. */
export class NotFoundError extends AppError {
  constructor(what = 'Record') {
    super(ErrorCode.NotFound, `${what} not found.`);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'This action is unauthorized.') {
    super(ErrorCode.Forbidden, message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor() {
    super(ErrorCode.Unauthenticated, 'Unauthenticated.');
  }
}

/** Field messages keyed by argument path (`input.email`), as Laravel Lighthouse reports them. */
export type ValidationMessages = Record<string, string[]>;

export class ValidationError extends AppError {
  constructor(readonly validation: ValidationMessages) {
    super(ErrorCode.Validation, 'Validation failed.', { validation });
  }

  static of(path: string, message: string): ValidationError {
    return new ValidationError({ [path]: [message] });
  }
}
