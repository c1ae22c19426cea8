// A fault of the database the API depends on, while it serves requests: the API's PostgreSQL connections are cut
// (as a restart of PostgreSQL does) and it must reconnect on its own; a write cut off halfway leaves nothing behind.
import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import request from 'supertest';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { CREATE_PATIENT, patientInput, requiredPatientConsents } from '../helpers/patients.js';
import { ME, login, signedIn } from '../helpers/session.js';
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

  it('a write cut off halfway is reported to the user and leaves nothing behind; the same write then succeeds', async () => {
    const doctor = await signedIn(app);
    const lastName = `Schnitt-${randomUUID().slice(0, 8)}`;
    const input = {
      ...patientInput({ last_name: lastName }),
      acceptedConsents: { connect: await requiredPatientConsents(doctor.client) },
    };
    // The connection dies at the new patient's audit entry, the last of its five writes (patient, address,
    // consents, answers, audit), as a PostgreSQL restart would cut it. Only this patient: other suites write too.
    const tag = `cut_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`
        CREATE FUNCTION ${tag}() RETURNS trigger LANGUAGE plpgsql AS $fn$
        BEGIN
          IF EXISTS (SELECT 1 FROM patients WHERE id::text = NEW.subject_id::text AND last_name = '${lastName}') THEN
            PERFORM pg_terminate_backend(pg_backend_pid());
          END IF;
          RETURN NEW;
        END $fn$`);
      await admin.query(
        `CREATE TRIGGER ${tag} AFTER INSERT ON audit_logs FOR EACH ROW WHEN (NEW.subject_type = 'patient') EXECUTE FUNCTION ${tag}()`,
      );
      const cut = await doctor.client.graphql(CREATE_PATIENT, { input });
      expect(cut.data).toBeNull();
      expect(cut.errors?.[0]).toMatchObject({
        message:
          'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
        extensions: { code: 'UNAVAILABLE' },
      });
      const { rows: left } = await admin.query(
        `SELECT (SELECT count(*) FROM patients WHERE last_name = $1)::int AS patients,
                (SELECT count(*) FROM patient_consents c JOIN patients p ON p.id = c.patient_id WHERE p.last_name = $1)::int AS consents`,
        [lastName],
      );
      expect(left[0]).toEqual({ patients: 0, consents: 0 });
    } finally {
      await admin.query(`DROP TRIGGER IF EXISTS ${tag} ON audit_logs`);
      await admin.query(`DROP FUNCTION IF EXISTS ${tag}()`);
      await admin.end();
    }

    const again = await doctor.client.query<{ createPatient: { id: string; last_name: string } }>(
      CREATE_PATIENT,
      {
        input,
      },
    );
    expect(again.createPatient.last_name).toBe(lastName);
  });

  it('lives on when a connection held between two statements is cut (an export between batches, a transaction waiting)', async () => {
    const driver = app.get(DataSource).driver as PostgresDriver;
    const [client, release] = (await driver.obtainMasterConnection()) as [
      pg.PoolClient,
      (error?: Error) => void,
    ];
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    } finally {
      await admin.end();
    }
    // Unheard, the connection's 'error' event would have ended the process (and this test run) here.
    await ended;
    release(new Error('cut'));
    await request(app.getHttpServer()).get('/health').expect(200);
  });
});
