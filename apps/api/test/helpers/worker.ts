import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
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

/** The built worker (`node dist/worker.js`) as a process of its own, to be killed as a real worker can be. */
export function spawnWorkerProcess(env: Record<string, string>): ChildProcess {
  return spawn('node', [join(import.meta.dirname, '../../dist/worker.js')], {
    env: { ...process.env, ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
}
