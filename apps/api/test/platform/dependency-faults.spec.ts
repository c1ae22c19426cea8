// Faults of the services the API depends on, while it serves requests: a Redis of its own (started here, with
// the append-only file npm start uses) is stopped and started again; the API's PostgreSQL connections are cut.
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { PurgeExpiredDocumentsJob } from '../../src/modules/documents/documents.jobs.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { ME, login, postLogin } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

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
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
      '--maxmemory-policy',
      'noeviction',
      '--dir',
      this.dir,
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

  /** SIGTERM: Redis writes what it holds and exits, as on a restart by its service manager. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
}

describe('Redis stopped and started again while the API serves requests', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-redis-'));
  let redis: OwnRedis;
  let app: NestExpressApplication;
  let email: string;
  let password: string;
  let queuedJobId: string;

  beforeAll(async () => {
    redis = new OwnRedis(await freePort(), dir);
    await redis.start();
    app = await createTestApp({ REDIS_URL: redis.url });
    ({ email, password } = await createUser(app));
  });
  afterAll(async () => {
    await closeApp(app);
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('works while Redis is up, and queues a job', async () => {
    const client = new TestClient(app);
    await login(client, email, password);
    queuedJobId = await app
      .get(QueueRegistry)
      .enqueue(PurgeExpiredDocumentsJob, {}, { jobId: 'faults-purge-1', delay: 3_600_000 });
    expect(queuedJobId).toBe('faults-purge-1');
  });

  it('with Redis down: /health names it, a login answers 503 with a clear message, a signed-in read still works', async () => {
    const signedIn = new TestClient(app);
    await login(signedIn, email, password);
    await redis.stop();

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

  it('with Redis back: the queued job is still there and logins work again, without restarting the API', async () => {
    await redis.start();
    const job = await app.get(QueueRegistry).queue(PurgeExpiredDocumentsJob.queue).getJob(queuedJobId);
    expect(job?.name).toBe(PurgeExpiredDocumentsJob.name);
    expect(await job?.getState()).toBe('delayed');

    await request(app.getHttpServer()).get('/health').expect(200);
    await login(new TestClient(app), email, password);
  });
});

describe('PostgreSQL connections cut while the API serves requests', () => {
  let app: NestExpressApplication;
  let email: string;
  let password: string;

  // Other suites share the database and run beside this one: only this app's connections are cut, found by an
  // application name of their own (in the URL, where pg lets it override the pools' 'portal-api').
  const applicationName = `portal-faults-${process.pid}`;

  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('application_name', applicationName);
    app = await createTestApp({ DATABASE_URL: url.toString() });
    ({ email, password } = await createUser(app));
  });
  afterAll(() => closeApp(app));

  it('reconnects on its own: after every connection of the API is terminated, logins and reads work', async () => {
    const client = new TestClient(app);
    await login(client, email, password);

    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
        [applicationName],
      );
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }

    await request(app.getHttpServer()).get('/health').expect(200);
    const me = await client.graphql<{ me: { email: string } }>(ME);
    expect(me.data?.me.email).toBe(email);
    await login(new TestClient(app), email, password);
  });
});
