// Redis restarted while the API serves requests. The suite runs a redis-server of its own, configured as
// `npm start` runs one (append-only file fsynced every second), so the Redis other suites share is never touched.
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { PurgeExpiredDocumentsJob } from '../../src/modules/documents/documents.jobs.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { freePort, isRunning } from '../helpers/processes.js';
import { ME, login, postLogin } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

/** A redis-server as npm start runs its own: append-only file fsynced every second, no eviction. */
class OwnRedis {
  private process: ChildProcess | undefined;
  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', [
      ...['--port', String(this.port), '--bind', '127.0.0.1', '--save', ''],
      ...['--appendonly', 'yes', '--appendfsync', 'everysec', '--maxmemory-policy', 'noeviction'],
      ...['--dir', this.dir],
    ]);
    this.process = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    });
  }

  /** SIGTERM, as its service manager restarts it: Redis writes what it holds and exits (SIGKILL after 10 s). */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  get pid(): number | undefined {
    return this.process?.pid;
  }
}

describe('Redis restarted while the API serves requests', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-redis-'));
  let redis: OwnRedis;
  let app: NestExpressApplication;
  let worker: INestApplicationContext | undefined;
  let email: string;
  let password: string;
  const waitingJobId = `restart-waiting-${process.pid}`;
  const delayedJobId = `restart-delayed-${process.pid}`;

  beforeAll(async () => {
    redis = new OwnRedis(await freePort(), dir);
    await redis.start();
    app = await createTestApp({ REDIS_URL: redis.url });
    ({ email, password } = await createUser(app));
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('works while Redis is up, and queues work no worker has taken yet', async () => {
    await login(new TestClient(app), email, password);
    const queues = app.get(QueueRegistry);
    expect(await queues.enqueue(PurgeExpiredDocumentsJob, {}, { jobId: waitingJobId })).toBe(waitingJobId);
    expect(
      await queues.enqueue(PurgeExpiredDocumentsJob, {}, { jobId: delayedJobId, delay: 3_600_000 }),
    ).toBe(delayedJobId);
  });

  it('with Redis down: /health names it, a login answers 503 with a clear message, a signed-in read still works', async () => {
    const signedIn = new TestClient(app);
    await login(signedIn, email, password);
    const pid = redis.pid!;
    await redis.stop();
    expect(isRunning(pid)).toBe(false);

    const health = await request(app.getHttpServer()).get('/health').expect(503);
    expect(health.body).toEqual({ status: 'error', database: 'up', redis: 'down' });

    const refused = await postLogin(new TestClient(app), email, password);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      message:
        'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
      reason: 'common.serviceUnavailable',
    });

    // Sessions live in PostgreSQL: who is signed in keeps reading.
    const me = await signedIn.graphql<{ me: { email: string } }>(ME);
    expect(me.data?.me.email).toBe(email);
  });

  it('with Redis back: logins work without restarting the API, and the queued work is still there and gets done', async () => {
    await redis.start();
    await request(app.getHttpServer()).get('/health').expect(200);
    await login(new TestClient(app), email, password);

    const queue = app.get(QueueRegistry).queue(PurgeExpiredDocumentsJob.queue);
    const waiting = await queue.getJob(waitingJobId);
    expect({ name: waiting?.name, state: await waiting?.getState() }).toEqual({
      name: PurgeExpiredDocumentsJob.name,
      state: 'waiting',
    });
    expect(await (await queue.getJob(delayedJobId))?.getState()).toBe('delayed');

    // A worker started now finds the job the restart kept and runs it once.
    worker = await startTestWorker({ REDIS_URL: redis.url });
    let state = await waiting!.getState();
    for (let i = 0; i < 100 && state !== 'completed' && state !== 'failed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await waiting!.getState();
    }
    expect(state).toBe('completed');
    expect((await queue.getJob(waitingJobId))?.attemptsMade).toBe(1);
  });
});
