import { Logger } from '@nestjs/common';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { graphqlErrorOf } from '../errors/graphql-error-of.js';

// Codes whose messages are meant for clients; anything else is reported as an internal error.
const clientCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  'QUERY_TOO_COMPLEX',
]);

const logger = new Logger('GraphQL');

/**
 * Apollo's formatError: our own errors and the client's mistakes go out as they are; anything else
 * becomes 'Internal server error' and is logged with its stack. Stack traces reach clients only when a
 * developer opted in (GRAPHQL_STACKTRACES), never by default.
 */
export function createErrorFormatter(exposeStacktraces: boolean) {
  const internal = (formatted: GraphQLFormattedError): GraphQLFormattedError => ({
    message: 'Internal server error',
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: 'INTERNAL_SERVER_ERROR',
      ...(exposeStacktraces && formatted.extensions?.stacktrace
        ? { stacktrace: formatted.extensions.stacktrace }
        : {}),
    },
  });
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    const original = unwrapResolverError(error);
    // A field resolver's own error: Nest calls field resolvers without its exception filter
    // (field-resolver.ts), so it is shaped here as the filter shapes a root field's (and logged when unexpected).
    if (formatted.path && !(original instanceof GraphQLError)) {
      const fieldName = [...formatted.path].reverse().find((step) => typeof step === 'string') ?? '';
      const shaped = graphqlErrorOf(original, String(fieldName));
      if (shaped.extensions.code === 'INTERNAL_SERVER_ERROR') return internal(formatted);
      return { ...shaped.toJSON(), locations: formatted.locations, path: formatted.path };
    }
    const ours =
      original instanceof GraphQLError && typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
    if (ours || (typeof code === 'string' && clientCodes.has(code))) return formatted;
    // The exception filter logged what reached a resolver; this catches what failed around it.
    if (!(original instanceof GraphQLError))
      logger.error(original instanceof Error ? (original.stack ?? original.message) : String(original));
    return internal(formatted);
  };
}
