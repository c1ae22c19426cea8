import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Permission } from '@portal/shared-types';
import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import { createUser } from '../helpers/factories.js';
import { TestClient } from '../helpers/client.js';
import { postLogin, sessionCookie } from '../helpers/session.js';
import { patientsExport } from '../../src/modules/exports/lists/patients.export.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { exportPath } from './export-files.js';

const ROWS = 200_000;
const START = '1998-06-01';
const END = '1998-06-30';
const MB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** What the process holds: the JS heap and the buffers outside it (after a full collection when `collect`). */
const heldBytes = (collect = false) => {
  if (collect) gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

describe(`an export of ${ROWS} rows streams in flat memory`, () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let port: number;
  let cookie: string;
  let dir: string;
  let bufferedBytes: number;

  /**
   * GETs an export into `sink`, sampling the live memory meanwhile (every 3 s or more, see below): the peak and the
   * median growth over the start.
   */
  async function streamExport(
    path: string,
    sink: Writable,
  ): Promise<{ status: number; growth: number; median: number }> {
    const baseline = heldBytes(true);
    const samples: number[] = [];
    // The next sample waits at least 4 times as long as the last collection took: after many suites the worker's
    // heap is large, a full collection takes seconds, and sampling every 3 s would starve the stream it measures.
    let sampler: NodeJS.Timeout | undefined;
    const sample = () => {
      const started = Date.now();
      samples.push(heldBytes(true) - baseline);
      sampler = setTimeout(sample, Math.max(3000, 4 * (Date.now() - started)));
    };
    sampler = setTimeout(sample, 3000);
    try {
      // A connection of its own (agent: false): a kept-alive one can sit idle past the server's keep-alive timeout
      // while a slow collection runs, and the server closing it as the request goes out reads as ECONNRESET.
      const response = await new Promise<IncomingMessage>((resolve, reject) =>
        httpRequest({ port, path, headers: { cookie }, agent: false }, resolve).on('error', reject).end(),
      );
      await pipeline(response, sink);
      samples.push(heldBytes(true) - baseline);
      samples.sort((a, b) => a - b);
      const median = samples[Math.floor(samples.length / 2)];
      return { status: response.statusCode ?? 0, growth: samples[samples.length - 1], median };
    } finally {
      clearTimeout(sampler);
    }
  }

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    await new Promise<void>((resolve) => app.getHttpServer().listen(0, '127.0.0.1', resolve));
    port = (app.getHttpServer().address() as AddressInfo).port;
    const admin = await createUser(app, { permissions: [Permission.ManageMedicalCenters] });
    cookie = sessionCookie(await postLogin(new TestClient(app), admin.email, admin.password))!;
    const doctor = await createUser(app);
    // Set-based: one statement for every row, spread over the month in Berlin time.
    await db.query(
      `INSERT INTO patients (accounting_code, medical_center_id, salutation, first_name, last_name, email,
         country_code, address, zip_code, city, country, date_of_birth, height, weight, biological_sex, created_at)
       SELECT 'M-' || i, $1, 'male', 'Max', 'Mustermann-' || i, 'max' || i || '@example.com',
              'AT', 'Weg 1', '1010', 'Wien', 'AT', DATE '1970-01-01' + (i % 10000), 180, 80, 'Male',
              TIMESTAMPTZ '1998-06-01 00:00:00+02' + (i * interval '12 seconds')
         FROM generate_series(1, $2) AS i`,
      [doctor.user.medical_center_id, ROWS],
    );
    dir = await mkdtemp(join(tmpdir(), 'exports-'));
    // What holding the range's rows at once costs (a query that buffers): the yardstick of the streamed exports.
    const before = heldBytes(true);
    const rows = await db.query<unknown[]>(patientsExport.sql, [START, END]);
    bufferedBytes = heldBytes(true) - before;
    expect(rows).toHaveLength(ROWS);
    console.info(`${ROWS} rows held at once: +${(bufferedBytes / MB).toFixed(1)} MB`);
  }, 120_000);

  afterAll(async () => {
    await db.query(`DELETE FROM patients WHERE accounting_code LIKE 'M-%'`);
    await rm(dir, { recursive: true, force: true });
    await closeApp(app);
  }, 60_000);

  it('XLSX: the whole range arrives, while memory grows by a fraction of holding the rows', async () => {
    // A small export first, so that loading and compiling the writer's code is not counted as the stream's.
    await streamExport(exportPath('patients', START, START), createWriteStream(join(dir, 'warm-up.xlsx')));
    const file = join(dir, 'patienten.xlsx');
    const { status, growth, median } = await streamExport(
      exportPath('patients', START, END),
      createWriteStream(file),
    );
    expect(status).toBe(200);
    const { size } = await stat(file);
    let lines = 0;
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {}))
      for await (const _row of sheet) lines += 1;
    expect(lines).toBe(ROWS + 1);
    console.info(
      `XLSX ${ROWS} rows: ${(size / MB).toFixed(1)} MB file, live memory peak +${(growth / MB).toFixed(1)} MB, median +${(median / MB).toFixed(1)} MB`,
    );
    expect(size).toBeGreaterThan(10 * MB);
    // Flat: a sample may catch a batch and a deflate burst in flight, but nothing piles up with the rows. The
    // margins allow for a jest worker that ran other suites first (their leftovers allocate while we sample: a
    // fresh-clone run measured XLSX +36.5 / +25.2 MB there, +6.0 / +1.2 MB alone); holding the rows costs more.
    expect(growth).toBeLessThan(bufferedBytes * 0.75);
    expect(median).toBeLessThan(bufferedBytes / 2);
  }, 240_000);

  it('CSV: the whole range arrives, in flat memory too', async () => {
    let bytes = 0;
    let lines = 0;
    const counter = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
        callback();
      },
    });
    const { status, growth, median } = await streamExport(exportPath('patients', START, END, 'csv'), counter);
    expect(status).toBe(200);
    expect(lines).toBe(ROWS + 1);
    console.info(
      `CSV ${ROWS} rows: ${(bytes / MB).toFixed(1)} MB, live memory peak +${(growth / MB).toFixed(1)} MB, median +${(median / MB).toFixed(1)} MB`,
    );
    expect(bytes).toBeGreaterThan(20 * MB);
    // Flat: a sample may catch a batch and a deflate burst in flight, but nothing piles up with the rows. The
    // margins allow for a jest worker that ran other suites first (their leftovers allocate while we sample: a
    // fresh-clone run measured XLSX +36.5 / +25.2 MB there, +6.0 / +1.2 MB alone); holding the rows costs more.
    expect(growth).toBeLessThan(bufferedBytes * 0.75);
    expect(median).toBeLessThan(bufferedBytes / 2);
  }, 240_000);

  it('a client that goes away mid-file gets its connection closed, and the next export works', async () => {
    const exporting = () =>
      db.query<{ pid: number }[]>(
        `SELECT pid FROM pg_stat_activity WHERE state <> 'idle' AND query LIKE '/* export patienten */%'`,
      );
    let pids: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        { port, path: exportPath('patients', START, END, 'csv'), headers: { cookie }, agent: false },
        (res) => {
          res.once('data', () => {
            void exporting().then((rows) => {
              pids = rows.map((row) => row.pid);
              req.destroy();
              resolve();
            }, reject);
          });
        },
      );
      req.on('error', (error) =>
        (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(error),
      );
      req.end();
    });
    expect(pids).toHaveLength(1);
    // The cursor's connection is closed, not handed back to the pool with the cursor open.
    let alive = pids.length;
    for (let tries = 0; tries < 50 && alive > 0; tries += 1) {
      await sleep(100);
      alive = (
        await db.query<{ count: number }[]>(
          `SELECT count(*)::int AS count FROM pg_stat_activity WHERE pid = ANY($1)`,
          [pids],
        )
      )[0].count;
    }
    expect(alive).toBe(0);
    let lines = 0;
    const { status } = await streamExport(
      exportPath('patients', START, START, 'csv'),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          for (const byte of chunk) if (byte === 0x0a) lines += 1;
          callback();
        },
      }),
    );
    expect(status).toBe(200);
    // June 1st: one row every 12 seconds from midnight, 7,199 of them (the first is at 00:00:12).
    expect(lines).toBe(24 * 300 - 1 + 1);
  }, 60_000);
});
