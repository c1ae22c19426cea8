import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AppConfig } from '../../src/config/app-config.js';
import { testConfig } from './test-env.js';
import { WorkerModule } from '../../src/worker.module.js';

/** The worker process's application context, consuming the real queues in Redis. */
export async function startTestWorker(env: Record<string, string> = {}): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] })
    .overrideProvider(AppConfig)
    .useValue(testConfig(env))
    .compile();
  await moduleRef.init();
  return moduleRef;
}
