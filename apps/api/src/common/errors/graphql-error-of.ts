import { HttpException, Logger } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { AppError, ErrorCode, ValidationError } from './app-error.js';
import { CommonError } from './common.errors.js';
import { isDependencyOutage } from './dependency-outage.js';
import type { ErrorDefinition } from './error-catalogue.js';

const logger = new Logger('Errors');

const httpCodes: Record<number, { code: ErrorCode; failure: ErrorDefinition }> = {
  401: { code: ErrorCode.Unauthenticated, failure: CommonError.unauthenticated },
  403: { code: ErrorCode.Forbidden, failure: CommonError.forbidden },
  404: { code: ErrorCode.NotFound, failure: CommonError.notFound },
  429: { code: ErrorCode.TooManyAttempts, failure: CommonError.tooManyAttempts },
};

/** Seconds a client should wait before it tries again when Redis or PostgreSQL is down. */
const OUTAGE_RETRY_AFTER_SECONDS = 30;

/** An error of PostgreSQL or Redis being down, as the AppError the client gets (503, retry later). */
export function outageAsAppError(exception: unknown): unknown {
  if (!isDependencyOutage(exception)) return exception;
  logger.warn(`a service the API needs is down: ${(exception as Error).message}`);
  return new AppError(ErrorCode.Unavailable, CommonError.serviceUnavailable, {
    retryAfter: OUTAGE_RETRY_AFTER_SECONDS,
  });
}

// The codes beside the messages, only where there are any: `{ reasons }` of a validation error.
export const reasonsOf = (error: ValidationError) =>
  Object.keys(error.reasons).length ? { reasons: error.reasons } : {};

/**
 * What a resolver threw, in the contract's GraphQL error shape: a validation error names the field, an
 * AppError keeps its code and reason, anything unexpected is logged and becomes 'Internal server error'.
 * Root fields reach it through the exception filter, field resolvers (called without Nest's wrapper,
 * common/graphql/field-resolver.ts) through Apollo's formatError.
 */
export function graphqlErrorOf(caught: unknown, fieldName: string): GraphQLError {
  const exception = outageAsAppError(caught);
  if (exception instanceof ValidationError) {
    return new GraphQLError(`Validation failed for the field [${fieldName}].`, {
      extensions: {
        code: ErrorCode.Validation,
        category: 'validation',
        validation: exception.validation,
        ...reasonsOf(exception),
      },
    });
  }
  if (exception instanceof AppError) {
    return new GraphQLError(exception.message, {
      extensions: { code: exception.code, reason: exception.reason, ...exception.extensions },
    });
  }
  if (exception instanceof GraphQLError) return exception;
  if (exception instanceof HttpException) {
    const known = httpCodes[exception.getStatus()];
    if (known)
      return new GraphQLError(known.failure.message, {
        extensions: { code: known.code, reason: known.failure.reason },
      });
    return new GraphQLError(exception.message, { extensions: { code: ErrorCode.BadRequest } });
  }
  logger.error(exception instanceof Error ? exception.stack : String(exception));
  return new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
