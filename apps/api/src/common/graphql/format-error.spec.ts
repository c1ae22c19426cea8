import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
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
});
