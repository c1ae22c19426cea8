import { Writable } from 'node:stream';
import type { INestApplication, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Logger, PARAMS_PROVIDER_TOKEN } from 'nestjs-pino';
import { pinoHttpOptions } from '../../src/common/logging/logging.module.js';
import { AppConfig } from '../../src/config/app-config.js';
import { ownQueues } from './formulas.js';

/** One JSON log line as pino writes it. */
export type LogLine = Record<string, unknown>;

/**
 * A Nest app of `module` (which imports LoggingModule) on queues of its own, whose log lines go through the app's
 * own logging options, only louder (tests log nothing), into `lines` instead of stdout. For tests of what a log
 * line carries; a spec file of its own each, as nestjs-pino builds its one root logger on first use.
 */
export async function startLoggedApp(module: Type): Promise<{ app: INestApplication; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const config = AppConfig.fromEnvironment({ ...process.env, NODE_ENV: 'test', ...ownQueues() });
  const moduleRef = await Test.createTestingModule({ imports: [module] })
    .overrideProvider(AppConfig)
    .useValue(config)
    .overrideProvider(PARAMS_PROVIDER_TOKEN)
    .useValue({ pinoHttp: [{ ...pinoHttpOptions(config), level: 'info' }, capture] })
    .compile();
  const app = moduleRef.createNestApplication({ bufferLogs: true });
  app.useLogger(app.get(Logger));
  await app.init();
  return { app, lines };
}
