import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import { AppConfig } from '../../config/app-config.js';
import { AppExceptionFilter } from '../errors/app-exception.filter.js';
import { createErrorFormatter } from './format-error.js';
import { createGraphqlContext } from './graphql-context.js';
import { inputGuardPlugin } from './input-guard.js';
import { aliasLimitRule, complexityLimitPlugin, depthLimitRule, MAX_TOKENS } from './query-limits.js';
import { statementHeaderPlugin } from '../diagnostics/statement-counter.js';
import { PREFLIGHT_HEADERS } from '../uploads/graphql-multipart.js';

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
        // No guard, interceptor or filter around a field resolver: with none, and no parameter decorator,
        // @nestjs/graphql calls the method itself (common/graphql/field-resolver.ts). Guards and interceptors
        // stay on root fields; a field resolver's error gets the contract's shape in formatError.
        fieldResolverEnhancers: [],
        introspection: !config.isProduction,
        graphiql: !config.isProduction,
        includeStacktraceInErrorResponses: config.graphqlStacktraces,
        // Batched requests (a JSON array of operations) stay refused, Apollo's default, so every limit
        // below holds per HTTP request.
        allowBatchedHttpRequests: false,
        // A request a browser may send cross-site without a preflight (a multipart upload) must carry
        // one of these headers; the web's uploads send X-Requested-With.
        csrfPrevention: { requestHeaders: PREFLIGHT_HEADERS },
        parseOptions: { maxTokens: MAX_TOKENS },
        validationRules: [depthLimitRule, aliasLimitRule],
        plugins: [
          // No response is cached by hints: Apollo's default cache-control plugin only cost every
          // field of every response a wrapper (willResolveField).
          ApolloServerPluginCacheControlDisabled(),
          complexityLimitPlugin,
          inputGuardPlugin,
          ...(config.sqlStatementHeader ? [statementHeaderPlugin] : []),
        ],
        formatError: createErrorFormatter(config.graphqlStacktraces),
      }),
    }),
  ],
  providers: [{ provide: APP_FILTER, useClass: AppExceptionFilter }],
})
export class GraphqlModule {}
