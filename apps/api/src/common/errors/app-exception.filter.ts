import { Catch, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { GqlArgumentsHost } from '@nestjs/graphql';
import type { Response } from 'express';
import { AppError, httpStatusOf, ValidationError } from './app-error.js';
import { graphqlErrorOf, outageAsAppError, reasonsOf } from './graphql-error-of.js';

// Turns every error thrown inside a resolver into the contract's GraphQL error shape, and an
// AppError of a REST controller into Laravel-style JSON (`{ message, errors }`) with its status.
@Catch()
export class AppExceptionFilter extends BaseExceptionFilter {
  override catch(caught: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() !== 'graphql') return this.catchHttp(outageAsAppError(caught), host);
    return graphqlErrorOf(caught, GqlArgumentsHost.create(host).getInfo<{ fieldName: string }>().fieldName);
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
