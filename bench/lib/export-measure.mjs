// The export of all orders measured (bench/admin-lists.mjs): GET /api/orders/download-export over the
// whole range as XLSX and as CSV, streamed to a scratch file; the time to the first byte and to the
// last, the bytes and data rows received, and the API process's resident memory (VmRSS sampled every
// 20 ms from /proc, and its lifetime peak VmHWM) against its level before the download.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const EXPORT_PATH = '/api/orders/download-export';

/** kB of a /proc/<pid>/status field (VmRSS, VmHWM). */
function memoryKb(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN);
}

/**
 * Data rows of a file: CSV lines after the header; XLSX <row> elements of the sheet after the header
 * (the sheet is one line of ~1 GB: split at each tag rather than `grep -o` it).
 */
function rowsOf(file, format, newlines) {
  if (format === 'csv') return newlines - 1;
  const sheet = spawnSync(
    'sh',
    ['-c', `unzip -p '${file}' 'xl/worksheets/*.xml' | tr '<' '\\n' | grep -c '^row '`],
    {
      encoding: 'utf8',
    },
  );
  return Number(sheet.stdout.trim()) - 1;
}

async function measureOne(admin, pid, range, format) {
  const path = `${EXPORT_PATH}?startDate=${range.start}&endDate=${range.end}&format=${format}`;
  const file = join(tmpdir(), `bench-orders-export-${process.pid}.${format}`);
  const before = memoryKb(pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryKb(pid, 'VmRSS'))), 20);
  const started = process.hrtime.bigint();
  const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
  let firstByte;
  let bytes = 0;
  let newlines = 0;
  const fd = openSync(file, 'w');
  try {
    const response = await admin.response(path);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    // A reader loop and writes of ≥ 1 MB: the CSV arrives as one HTTP chunk per row, and a stream
    // pipeline per chunk kept this process, not the API, busy (minutes for 1,000,000 rows).
    const reader = response.body.getReader();
    let held = [];
    let heldBytes = 0;
    const flush = () => {
      writeSync(fd, Buffer.concat(held));
      held = [];
      heldBytes = 0;
    };
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      firstByte ??= ms();
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes >= 1 << 20) flush();
    }
    flush();
    const total = ms();
    clearInterval(sampler);
    peak = Math.max(peak, memoryKb(pid, 'VmRSS'));
    return {
      format,
      firstByte,
      total,
      bytes,
      rows: rowsOf(file, format, newlines),
      rssBefore: before / 1024,
      rssPeak: peak / 1024,
      hwm: memoryKb(pid, 'VmHWM') / 1024,
    };
  } finally {
    clearInterval(sampler);
    closeSync(fd);
    rmSync(file, { force: true });
  }
}

/**
 * Measures the export of all orders as XLSX, then CSV; prints a line each, or why it was skipped
 * (the route answers 404 where the exports are not merged yet).
 */
export async function measureOrdersExport(admin, api, placedOrders) {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
  const range = { start: '1900-01-01', end: today };
  const probe = await admin.response(`${EXPORT_PATH}?startDate=${today}&endDate=${today}&format=csv`);
  await probe.arrayBuffer();
  if (probe.status === 404) {
    console.log(`\nexport of all orders: skipped (${EXPORT_PATH} is not in this API yet)`);
    return [];
  }
  console.log(
    `\nexport of all orders (${range.start} .. ${range.end}; ${placedOrders.toLocaleString('en')} placed orders in the database)`,
  );
  console.log(
    'format'.padEnd(8),
    'first byte s'.padStart(13),
    'total s'.padStart(9),
    'MB'.padStart(8),
    'rows'.padStart(10),
    'RSS before MB'.padStart(14),
    'RSS peak MB'.padStart(12),
    'VmHWM MB'.padStart(10),
  );
  const results = [];
  for (const format of ['xlsx', 'csv']) {
    const r = await measureOne(admin, api.pid, range, format);
    results.push(r);
    console.log(
      r.format.padEnd(8),
      (r.firstByte / 1000).toFixed(2).padStart(13),
      (r.total / 1000).toFixed(1).padStart(9),
      (r.bytes / 1e6).toFixed(1).padStart(8),
      r.rows.toLocaleString('en').padStart(10),
      r.rssBefore.toFixed(0).padStart(14),
      r.rssPeak.toFixed(0).padStart(12),
      r.hwm.toFixed(0).padStart(10),
    );
  }
  return results;
}
