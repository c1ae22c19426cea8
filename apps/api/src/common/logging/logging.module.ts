import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { AppConfig } from '../../config/app-config.js';
import { logContextMixin, requestContextMiddleware } from './trace-context.js';

/**
 * Structured JSON logs; every line of a request carries its request id as `requestId` (X-Request-Id in
 * and out), and every line the worker writes for a job carries the id of the request that caused it
 * (trace-context.ts). Credentials never reach a log: cookies, the XSRF header and password/code fields
 * are redacted.
 */
export function pinoHttpOptions(config: AppConfig): Options {
  return {
    level: config.nodeEnv === 'test' ? 'silent' : config.logLevel,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customAttributeKeys: { reqId: 'requestId' },
    mixin: logContextMixin,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.code',
        '*.recovery_code',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0], // signed links carry their signature in the query
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // The load balancer's checks (every second per process) would bury the requests that matter.
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/health' || req.url === '/health/live' },
    quietReqLogger: true,
  };
}

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ pinoHttp: pinoHttpOptions(config) }),
    }),
  ],
})
export class LoggingModule implements NestModule {
  // The request's id in the async context, for the jobs it enqueues (the worker process has no routes).
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(requestContextMiddleware).forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}
