import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { NotFoundError, UnauthenticatedError } from '../errors/app-error.js';
import { createErrorFormatter } from './format-error.js';

const STACK = ['Error: boom', '    at Repository.find (/srv/apps/api/dist/modules/x.js:1:1)'];
const internal: GraphQLFormattedError = {
  message: 'boom',
  path: ['patients'],
  extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: STACK },
};

describe('GraphQL error formatter', () => {
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('hides an unexpected error and its stack from the client and logs the stack', () => {
    const cause = new Error('boom');
    const answer = createErrorFormatter(false)(internal, cause);
    expect(answer).toEqual({
      message: 'Internal server error',
      path: ['patients'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(Logger.prototype.error).toHaveBeenCalledWith(cause.stack);
  });

  it('adds the stack trace only when a developer opted in', () => {
    expect(createErrorFormatter(true)(internal, new Error('boom')).extensions).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      stacktrace: STACK,
    });
  });

  it('passes our own errors and the client mistakes through unchanged', () => {
    const ours: GraphQLFormattedError = { message: 'Record not found.', extensions: { code: 'NOT_FOUND' } };
    expect(createErrorFormatter(false)(ours, new GraphQLError('Record not found.'))).toBe(ours);
    const parse: GraphQLFormattedError = {
      message: 'Syntax Error',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    };
    expect(createErrorFormatter(false)(parse, new Error('Syntax Error'))).toBe(parse);
    expect(Logger.prototype.error).not.toHaveBeenCalled();
  });

  describe("a field resolver's error (called without Nest's exception filter)", () => {
    // As graphql-js and Apollo hand it over: the field's located error, the resolver's error inside it.
    const path = ['patients', 'data', 3, 'latestPlacedOrder'];
    const located = (cause: Error) => ({
      formatted: {
        message: cause.message,
        locations: [{ line: 1, column: 20 }],
        path,
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: STACK },
      } satisfies GraphQLFormattedError,
      error: new GraphQLError(cause.message, { originalError: cause, path }),
    });

    it("keeps an AppError's code and reason, at the field's path", () => {
      const { formatted, error } = located(new NotFoundError('Order'));
      expect(createErrorFormatter(false)(formatted, error)).toEqual({
        message: 'Order not found.',
        locations: [{ line: 1, column: 20 }],
        path: ['patients', 'data', 3, 'latestPlacedOrder'],
        extensions: { code: 'NOT_FOUND', reason: 'common.notFound' },
      });
      const unauthenticated = located(new UnauthenticatedError());
      expect(
        createErrorFormatter(false)(unauthenticated.formatted, unauthenticated.error).extensions,
      ).toEqual({
        code: 'UNAUTHENTICATED',
        reason: 'common.unauthenticated',
      });
      expect(Logger.prototype.error).not.toHaveBeenCalled();
    });

    it('hides an unexpected error and logs its stack once', () => {
      const cause = new Error('boom');
      const { formatted, error } = located(cause);
      expect(createErrorFormatter(false)(formatted, error)).toEqual({
        message: 'Internal server error',
        locations: [{ line: 1, column: 20 }],
        path: ['patients', 'data', 3, 'latestPlacedOrder'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(Logger.prototype.error).toHaveBeenCalledTimes(1);
      expect(Logger.prototype.error).toHaveBeenCalledWith(cause.stack);
    });

    it('answers PostgreSQL being down as the outage it is (try again later)', () => {
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
      const { formatted, error } = located(refused);
      expect(createErrorFormatter(false)(formatted, error).extensions).toEqual({
        code: 'UNAVAILABLE',
        reason: 'common.serviceUnavailable',
        retryAfter: 30,
      });
    });
  });
});
