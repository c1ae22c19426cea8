// `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs): a dump of the test database,
// restored into a fresh database, serves the app, and a doctor of the dump signs in over HTTP.
import type { INestApplication } from '@nestjs/common';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { TestClient } from '../helpers/client.js';
import { ME, login, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const scripts = join(import.meta.dirname, '../../../../scripts');

interface ScriptResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the operating scripts as a person would, against the test database unless told otherwise. */
function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [join(scripts, script), ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** DATABASE_URL of the test run pointed at another database on the same server. */
function databaseUrlOf(database: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(sql: string): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrlOf('postgres') });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T;
  } finally {
    await client.end();
  }
}

describe('backup and restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  const dump = join(folder, 'portal.dump');
  const restored = `portal_restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const password = 'Restore!2026pass';
  let email: string;
  let backup: ScriptResult;
  let restoredApp: INestApplication | undefined;

  beforeAll(async () => {
    // The doctor signs in before the backup, so the dump holds a session too.
    const app = await createTestApp();
    try {
      ({ email } = await signedIn(app, { password }));
    } finally {
      await closeApp(app);
    }
    backup = await runScript('backup.mjs', [dump]);
  });

  afterAll(async () => {
    await closeApp(restoredApp);
    await onServer(`DROP DATABASE IF EXISTS "${restored}" WITH (FORCE)`);
    rmSync(folder, { recursive: true, force: true });
  });

  it('dumps the database, restores it into a new database, and the doctor signs in there', async () => {
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`${dump} (`);

    const restore = await runScript('restore.mjs', [dump, '--database', restored]);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    // Sessions of the backup are ended: whoever was signed in then signs in again.
    expect(restore.stdout).toMatch(/ended [1-9]\d* session\(s\)/);

    restoredApp = await createTestApp({ DATABASE_URL: databaseUrlOf(restored) });
    const client = new TestClient(restoredApp);
    await login(client, email, password);
    const { me } = await client.query<{ me: { email: string } }>(ME);
    expect(me.email).toBe(email);
  });

  it('refuses to overwrite a database that holds data unless --force', async () => {
    // DATABASE_URL is the test database itself, full of tables.
    const refused = await runScript('restore.mjs', [dump]);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('is not empty');
    expect(refused.stderr).toContain('--force');
    expect(refused.stdout).not.toContain('restoring');
  });

  it('refuses without a file, and with a missing one', async () => {
    const none = await runScript('restore.mjs', []);
    expect(none.status).not.toBe(0);
    expect(none.stderr).toContain('no backup file given');

    const missing = join(folder, 'missing.dump');
    const absent = await runScript('restore.mjs', [missing]);
    expect(absent.status).not.toBe(0);
    expect(absent.stderr).toContain(`backup file not found: ${missing}`);
  });
});
