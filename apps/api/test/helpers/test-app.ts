import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module.js';
import { configureHttp } from '../../src/common/http/configure-http.js';
import { AppConfig } from '../../src/config/app-config.js';

/** The HTTP application exactly as start-api.ts builds it, with optional environment overrides. */
export async function createTestApp(env: Record<string, string> = {}): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(AppConfig)
    .useValue(AppConfig.fromEnvironment({ ...process.env, NODE_ENV: 'test', ...env }))
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
  configureHttp(app);
  await app.init();
  return app;
}

export async function closeApp(app: INestApplication | undefined): Promise<void> {
  await app?.close();
}
