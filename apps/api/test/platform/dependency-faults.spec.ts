// A fault of the database the API depends on, while it serves requests: the API's PostgreSQL connections are cut
// (as a restart of PostgreSQL does) and it must reconnect on its own.
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { ME, login } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

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
