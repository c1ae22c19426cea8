import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AppConfig } from '../../src/config/app-config.js';
import { WorkerModule } from '../../src/worker.module.js';

/** The worker process's application context, consuming the real queues in Redis. */
export async function startTestWorker(env: Record<string, string> = {}): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] })
    .overrideProvider(AppConfig)
    .useValue(AppConfig.fromEnvironment({ ...process.env, NODE_ENV: 'test', ...env }))
    .compile();
  await moduleRef.init();
  return moduleRef;
}
