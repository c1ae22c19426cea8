import type { IncomingMessage } from 'node:http';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';

/** A query string with every value replaced: signed links and reset links carry secrets and e-mail addresses. */
export function redactedQuery(url: string | undefined): string | undefined {
  const query = url?.split('?')[1];
  if (!query) return undefined;
  return [...new URLSearchParams(query).keys()].map((key) => `${key}=REDACTED`).join('&');
}

/**
 * The standard instrumentations, set up so that no patient data reaches a span: statements keep their
 * placeholders (pg records no parameter values, GraphQL no literal values), Redis spans name the command
 * only (keys hold e-mail addresses, arguments job data), query strings lose their values. pg and Redis
 * calls outside a request or job (BullMQ polling its queues, the pool's keep-alive) make no traces of their
 * own, nor does the load balancer's /health.
 */
export function portalInstrumentations(): Instrumentation[] {
  return [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (request: IncomingMessage) => request.url === '/health',
      startIncomingSpanHook: (request: IncomingMessage) => {
        const query = redactedQuery(request.url);
        return query ? { 'url.query': query } : {};
      },
    }),
    new ExpressInstrumentation(),
    // Resolver spans add one span per field of every row; the statements under `execute` show the cost.
    new GraphQLInstrumentation({ ignoreResolveSpans: true, allowValues: false }),
    new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
  ];
}
