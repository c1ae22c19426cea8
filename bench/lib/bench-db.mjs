// A benchmark's own database on DATABASE_URL's server (else 127.0.0.1:5432): one-off statements,
// and a fresh copy with the migrations and the reference data (the seeds). Needs `npm run build`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('../..', import.meta.url).pathname;

export function benchDatabase(name) {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = '/postgres';
  const url = new URL(server);
  url.pathname = `/${name}`;

  /** One statement on its own connection (`on`: the bench database, or `server` for CREATE/DROP). */
  async function sql(text, params, on = url) {
    const client = new pg.Client({ connectionString: on.toString() });
    await client.connect();
    try {
      return await client.query(text, params);
    } finally {
      await client.end();
    }
  }

  return {
    name,
    url,
    sql,
    async exists() {
      return (await sql('SELECT 1 FROM pg_database WHERE datname = $1', [name], server)).rowCount > 0;
    },
    /** Drops and recreates the database, then runs the migrations and the seeds. */
    async recreate({ stdio = 'inherit' } = {}) {
      await sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, [], server);
      await sql(`CREATE DATABASE ${name}`, [], server);
      const env = { ...process.env, DATABASE_URL: url.toString() };
      for (const tool of ['apps/api/dist/tools/migrate.js', 'apps/api/dist/database/seeds/run-seeds.js']) {
        const result = spawnSync('node', [join(root, tool)], { env, stdio });
        if (result.status !== 0) throw new Error(`${tool} failed: run npm run build first`);
      }
    },
    /** Applies the migrations a reused database does not have yet (a --reuse run of a newer checkout). */
    migrate({ stdio = 'ignore' } = {}) {
      const env = { ...process.env, DATABASE_URL: url.toString() };
      const result = spawnSync('node', [join(root, 'apps/api/dist/tools/migrate.js')], { env, stdio });
      if (result.status !== 0) throw new Error('migrate.js failed: run npm run build first');
    },
    /** A connected client for the benchmark's own statements; end() it when done. */
    async connect() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return client;
    },
  };
}
