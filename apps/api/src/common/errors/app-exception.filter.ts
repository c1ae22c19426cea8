import { Catch, HttpException, Logger, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { GqlArgumentsHost } from '@nestjs/graphql';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { AppError, ErrorCode, httpStatusOf, ValidationError } from './app-error.js';
import { CommonError } from './common.errors.js';
import { isDependencyOutage } from './dependency-outage.js';
import type { ErrorDefinition } from './error-catalogue.js';

const httpCodes: Record<number, { code: ErrorCode; failure: ErrorDefinition }> = {
  401: { code: ErrorCode.Unauthenticated, failure: CommonError.unauthenticated },
  403: { code: ErrorCode.Forbidden, failure: CommonError.forbidden },
  404: { code: ErrorCode.NotFound, failure: CommonError.notFound },
  429: { code: ErrorCode.TooManyAttempts, failure: CommonError.tooManyAttempts },
};

/** Seconds a client should wait before it tries again when Redis or PostgreSQL is down. */
const OUTAGE_RETRY_AFTER_SECONDS = 30;

// The codes beside the messages, only where there are any: `{ reasons }` of a validation error.
const reasonsOf = (error: ValidationError) =>
  Object.keys(error.reasons).length ? { reasons: error.reasons } : {};

// Turns every error thrown inside a resolver into the contract's GraphQL error shape, and an
// AppError of a REST controller into Laravel-style JSON (`{ message, errors }`) with its status.
@Catch()
export class AppExceptionFilter extends BaseExceptionFilter {
  private readonly logger = new Logger('Errors');

  override catch(caught: unknown, host: ArgumentsHost): unknown {
    const exception = this.outageAsAppError(caught);
    if (host.getType<string>() !== 'graphql') return this.catchHttp(exception, host);
    const fieldName = GqlArgumentsHost.create(host).getInfo<{ fieldName: string }>().fieldName;

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
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  }

  private outageAsAppError(exception: unknown): unknown {
    if (!isDependencyOutage(exception)) return exception;
    this.logger.warn(`a service the API needs is down: ${(exception as Error).message}`);
    return new AppError(ErrorCode.Unavailable, CommonError.serviceUnavailable, {
      retryAfter: OUTAGE_RETRY_AFTER_SECONDS,
    });
  }

  private catchHttp(exception: unknown, host: ArgumentsHost): void {
    if (!(exception instanceof AppError)) return super.catch(exception, host);
    const response = host.switchToHttp().getResponse<Response>();
    // The answer has begun (the session saved as it ends, with the database down): too late for an error body.
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const body =
      exception instanceof ValidationError
        ? {
            message: Object.values(exception.validation)[0]?.[0] ?? exception.message,
            errors: exception.validation,
            ...reasonsOf(exception),
          }
        : { message: exception.message, reason: exception.reason };
    const retryAfter = exception.extensions.retryAfter;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(httpStatusOf[exception.code]).json(body);
  }
}
