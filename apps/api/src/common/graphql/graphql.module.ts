import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppConfig } from '../../config/app-config.js';
import { AppExceptionFilter } from '../errors/app-exception.filter.js';
import { createGraphqlContext } from './graphql-context.js';
import { complexityLimitPlugin, depthLimitRule } from './query-limits.js';
import { statementHeaderPlugin } from '../diagnostics/statement-counter.js';

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

@Module({
  imports: [
    NestGraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // The committed SDL is written only when asked for (SCHEMA_FILE); at run time the schema lives in memory.
        autoSchemaFile: config.schemaFile ?? true,
        sortSchema: true,
        path: '/graphql',
        context: createGraphqlContext,
        // An AppError thrown by a field resolver (a bad argument of a nested list) gets the contract's
        // error shape too; guards and interceptors stay on root fields only.
        fieldResolverEnhancers: ['filters'],
        introspection: !config.isProduction,
        graphiql: !config.isProduction,
        includeStacktraceInErrorResponses: config.isDevelopment,
        validationRules: [depthLimitRule],
        plugins: config.sqlStatementHeader
          ? [complexityLimitPlugin, statementHeaderPlugin]
          : [complexityLimitPlugin],
        formatError: (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
          const code = formatted.extensions?.code;
          const original = unwrapResolverError(error);
          const ours =
            original instanceof GraphQLError && typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
          if (ours || (typeof code === 'string' && clientCodes.has(code))) return formatted;
          return {
            message: 'Internal server error',
            locations: formatted.locations,
            path: formatted.path,
            extensions: {
              code: 'INTERNAL_SERVER_ERROR',
              ...(config.isDevelopment ? formatted.extensions : {}),
            },
          };
        },
      }),
    }),
  ],
  providers: [{ provide: APP_FILTER, useClass: AppExceptionFilter }],
})
export class GraphqlModule {}
