// PostgreSQL restarting while the API serves requests (the chaos load run restarts it): a request that arrives
// while the database refuses connections waits for it (bounded, waiting-pool.ts) and succeeds; a statement that
// was in flight when the connection died fails and is not run again. The shared PostgreSQL cannot be restarted
// here (other suites use it), so the app reaches it through a TCP proxy the test refuses, cuts and reopens.
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { isDependencyOutage } from '../../src/common/errors/dependency-outage.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { ME, login } from '../helpers/session.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a promise has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  return (
    (await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      Promise.resolve(pending),
    ])) !== pending
  );
}

describe('PostgreSQL down and back while the API serves requests', () => {
  const database = new URL(process.env.DATABASE_URL!);
  const proxy = new TcpProxy(Number(database.port || 5432), database.hostname);
  let app: NestExpressApplication;
  let email: string;
  let password: string;

  beforeAll(async () => {
    await proxy.accept();
    const throughProxy = new URL(database);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    app = await createTestApp({ DATABASE_URL: throughProxy.toString() });
    ({ email, password } = await createUser(app));
  });
  afterAll(async () => {
    await proxy.accept();
    await closeApp(app);
    await proxy.close();
  });

  it('a read and a login made while PostgreSQL refuses connections wait for it and succeed once it is back', async () => {
    const client = new TestClient(app);
    await login(client, email, password);

    // As a restart does: every connection ends, then nothing listens for a while.
    proxy.cut();
    await proxy.refuse();
    const started = Date.now();
    const me = client.graphql<{ me: { email: string } }>(ME);
    const signIn = login(new TestClient(app), email, password);

    await pause(2_000);
    expect(await settled(me)).toBe(false);
    expect(await settled(signIn)).toBe(false);

    await proxy.accept();
    expect((await me).data?.me.email).toBe(email);
    await signIn;
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
  });

  it('while PostgreSQL is unreachable the load balancer check /health/live answers 200, /health says the database is down', async () => {
    proxy.cut();
    await proxy.refuse();
    try {
      const started = Date.now();
      const live = await request(app.getHttpServer()).get('/health/live').expect(200);
      expect(live.body).toEqual({ status: 'ok' });
      expect(Date.now() - started).toBeLessThan(1_000);

      const health = await request(app.getHttpServer()).get('/health').expect(503);
      expect(health.body).toEqual({ status: 'error', database: 'down', redis: 'up' });
    } finally {
      await proxy.accept();
    }
    await request(app.getHttpServer()).get('/health').expect(200);
  });

  it("a transaction's next statement after its connection died fails as the outage (the 503), not as a bug", async () => {
    const dataSource = app.get(DataSource);
    const error = await dataSource
      .transaction(async (manager) => {
        await manager.query('SELECT 1');
        proxy.cut();
        await pause(300); // the connection's error arrives, and TypeORM releases the transaction's runner
        await manager.query('SELECT 2');
      })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect((error as Error).name).toMatch(/^QueryRunner(Provider)?AlreadyReleasedError$/);
    expect(isDependencyOutage(error)).toBe(true);
    await proxy.accept();
    expect(await dataSource.query('SELECT 3 AS n')).toEqual([{ n: 3 }]);
  });

  it('a statement in flight when its connection is cut fails at once (the 503) and is not run again', async () => {
    const table = `inflight_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`CREATE TABLE ${table} (n int)`);
      const dataSource = app.get(DataSource);
      const started = Date.now();
      const write = dataSource.query(`INSERT INTO ${table} SELECT 1 FROM pg_sleep(1)`);
      await pause(300);
      proxy.cut(); // the proxy still accepts: a retry would reach PostgreSQL

      const error = await write.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(isDependencyOutage(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_000);

      // PostgreSQL may still finish the cut statement (the client cannot know: that is what in flight means),
      // but it never runs twice.
      await pause(1_500);
      const { rows } = await admin.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
      expect(rows[0].count).toBeLessThanOrEqual(1);
    } finally {
      await admin.query(`DROP TABLE IF EXISTS ${table}`);
      await admin.end();
    }
  });
});
