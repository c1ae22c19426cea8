import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config.js';

// Structured JSON logs; every line of a request carries its request id (X-Request-Id in and out).
// Credentials never reach a log: cookies, the XSRF header and password/code fields are redacted.
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.nodeEnv === 'test' ? 'silent' : config.logLevel,
          genReqId: (req: IncomingMessage, res: ServerResponse) => {
            const incoming = req.headers['x-request-id'];
            const id =
              typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
            res.setHeader('X-Request-Id', id);
            return id;
          },
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
          autoLogging: { ignore: (req: IncomingMessage) => req.url === '/health' },
          quietReqLogger: true,
        },
      }),
    }),
  ],
})
export class LoggingModule {}
