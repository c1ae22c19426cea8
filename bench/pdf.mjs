#!/usr/bin/env node
// Benchmark of the PDF rendering pool (issues 12 and 35). Prints figures; never fails a build.
//
//   node bench/pdf.mjs [--warm 50] [--jobs 200] [--renders 500] [--renders-only]
//
// Renders the real invoice template (apps/api/dist) with the worker's PdfRenderer and prints:
// cold render (launch + first render), warm render per A4 page (p50/p95) of a one-page and a
// multi-page invoice, each beside the renderer's hot path before issue 35 (bench/lib/pdf-before.mjs)
// in the same run, renders alternating between the two; then (unless --renders-only) renders per second
// through a BullMQ queue on local Redis (a Worker with concurrency 2, unique prefix) against a
// direct loop with concurrency 2, and the browser's resident memory (process tree) over many
// renders with the production recycling limits and, for comparison, without recycling.
// Needs `npm run build` first, Chromium's headless shell (PDF_CHROMIUM_PATH or /usr/lib/chromium/chromium-headless-shell),
// the full Chromium for the old way (CHROMIUM_PATH or /usr/bin/chromium) and Redis (REDIS_URL).
import { Queue, Worker } from 'bullmq';
import { elapsed, percentile } from './lib/api-session.mjs';
import { rendererBefore } from './lib/pdf-before.mjs';

const root = new URL('..', import.meta.url);
const args = process.argv.slice(2);
const option = (name, fallback) => Number(args[args.indexOf(`--${name}`) + 1]) || fallback;
const warmRuns = option('warm', 50);
const jobs = option('jobs', 200);
const memoryRenders = option('renders', 500);
const rendersOnly = args.includes('--renders-only');

const load = (path) => import(new URL(`apps/api/dist/${path}`, root).href);
const { PdfRenderer, PDF_RENDERS_PER_BROWSER, PDF_BROWSER_MEMORY_CEILING_BYTES } = await load(
  'modules/documents/pdf-renderer.js',
);
const { processTreeRss } = await load('modules/documents/browser-memory.js');
const { invoiceDocument } = await load('modules/billing/invoice.template.js');
const { sellerOf } = await load('modules/billing/seller.js');
const { operatorOf } = await load('config/operator.schema.js');

const config = {
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  pdfChromiumPath: process.env.PDF_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
};
const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const connection = { host: redis.hostname, port: Number(redis.port || 6379), maxRetriesPerRequest: null };
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);

// An issued invoice as the billing module snapshots it: analyses at 20 % and supplements at 10 %.
// With a discount its two extra rows push the footer's bank line onto a second page even at one line.
function invoice(n, lineCount, { discount = true } = {}) {
  const lines = Array.from({ length: lineCount }, (_, i) => {
    const supplement = i % 2 === 1;
    const rate = supplement ? 1000 : 2000;
    const gross = 2900 + ((i * 731) % 9000);
    const net = Math.round((gross * 10000) / (10000 + rate));
    return {
      name: supplement ? `Mikronährstoff-Kapseln Nr. ${i + 1} (60 Stück)` : `Blutanalyse Panel ${i + 1}`,
      quantity: 1 + (i % 2),
      vat_category: supplement ? 'Supplements' : 'Analyses',
      vat_rate_bp: rate,
      original_cents: gross,
      discount_cents: 0,
      gross_cents: gross,
      net_cents: net,
      tax_cents: gross - net,
    };
  });
  const sum = (list, key) => list.reduce((total, line) => total + line[key], 0);
  const taxLines = ['Analyses', 'Supplements'].map((category) => {
    const of = lines.filter((line) => line.vat_category === category);
    return {
      category,
      rate_bp: category === 'Analyses' ? 2000 : 1000,
      gross_cents: sum(of, 'gross_cents'),
      net_cents: sum(of, 'net_cents'),
      tax_cents: sum(of, 'tax_cents'),
    };
  });
  return invoiceDocument('de', {
    kind: 'invoice',
    number: `RE-2026-${String(n).padStart(6, '0')}`,
    references_number: null,
    issued_at: new Date('2026-11-24T10:00:00Z'),
    order_number: `B-${100000 + n}`,
    order_placed_at: new Date('2026-11-20T09:30:00Z'),
    gross_cents: sum(lines, 'gross_cents') - (discount ? 2000 : 0),
    net_cents: sum(lines, 'net_cents'),
    tax_cents: sum(lines, 'tax_cents'),
    original_cents: sum(lines, 'gross_cents'),
    discount_cents: discount ? 2000 : 0,
    discount_code: discount ? 'MINUS20EUR' : null,
    paid_at: null,
    prepaid_cents: null,
    supplied_at: null,
    lines,
    tax_lines: taxLines,
    seller: sellerOf(operatorOf({})),
    buyer: {
      name: 'Praxis Dr. Anna Weber',
      address: 'Hauptplatz 1',
      zip_code: '8010',
      city: 'Graz',
      state: 'Steiermark',
      country: 'Österreich',
      vat_id: 'ATU12345678',
    },
  });
}

const pageCount = (pdf) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

// Renders `count` invoices with `concurrency` loops pulling from one counter.
async function directLoop(renderer, count, concurrency, html) {
  let next = 0;
  const loop = async () => {
    while (next < count) await renderer.render(html(next++));
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
}

// Launch and first render, three times each, the two ways alternating.
async function cold() {
  const after = [];
  const before = [];
  for (let i = 0; i < 3; i += 1) {
    const renderer = new PdfRenderer(config);
    after.push(await elapsed(() => renderer.render(invoice(i, 1, { discount: false }))));
    await renderer.onApplicationShutdown();
    let old;
    before.push(
      await elapsed(async () => {
        old = await rendererBefore(config.chromiumPath);
        await old.render(invoice(i, 1, { discount: false }));
      }),
    );
    await old.close();
  }
  return { after, before };
}

// Warm renders of one invoice, alternating between the renderer and the old way, so load on the
// machine hits both alike. Sequential: the figure is what one job waits for its PDF.
async function warm(renderer, old, lineCount, options) {
  const first = await renderer.render(invoice(0, lineCount, options));
  const firstBefore = await old.render(invoice(0, lineCount, options));
  for (let i = 0; i < 5; i += 1) {
    await renderer.render(invoice(i, lineCount, options));
    await old.render(invoice(i, lineCount, options));
  }
  const after = [];
  const before = [];
  for (let i = 0; i < warmRuns; i += 1) {
    before.push(await elapsed(() => old.render(invoice(i, lineCount, options))));
    after.push(await elapsed(() => renderer.render(invoice(i, lineCount, options))));
  }
  return { pages: pageCount(first), pagesBefore: pageCount(firstBefore), after, before };
}

// Renders per second through a real queue: all jobs enqueued at once, a Worker with concurrency 2
// renders each (the HTML is built in the worker, as the documents processor does).
async function throughQueue(renderer, count, concurrency) {
  const prefix = `bench-pdf-${process.pid}-${Date.now()}`;
  const queue = new Queue('documents', { connection, prefix });
  const worker = new Worker('documents', (job) => renderer.render(invoice(job.data.n, 2)), {
    connection,
    prefix,
    concurrency,
  });
  try {
    await worker.waitUntilReady();
    let done = 0;
    const finished = new Promise((resolve, reject) => {
      worker.on('completed', () => (done += 1) === count && resolve());
      worker.on('failed', (_job, error) => reject(error));
    });
    return await elapsed(async () => {
      await queue.addBulk(
        Array.from({ length: count }, (_, n) => ({
          name: 'documents.render',
          data: { n },
          opts: { removeOnComplete: true },
        })),
      );
      await finished;
    });
  } finally {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

// Resident memory of the browser's process tree, sampled every 25 renders (concurrency 2).
async function memoryOver(renderer, count) {
  const samples = [];
  for (let done = 0; done < count; done += 25) {
    await directLoop(renderer, 25, 2, (n) => invoice(done + n, 2));
    const pid = renderer.stats.pid;
    if (pid) samples.push(await processTreeRss(pid));
  }
  return samples;
}

const row = (label, value) => console.log(`${label.padEnd(52)} ${value}`);
const ms = (value) => `${value.toFixed(1)} ms`;

const colds = await cold();
row('cold render (launch + first render), 3 runs', colds.after.map(ms).join(', '));
row('cold render, before issue 35, 3 runs', colds.before.map(ms).join(', '));

const renderer = new PdfRenderer(config);
const old = await rendererBefore(config.chromiumPath);
try {
  for (const [lineCount, options] of [
    [1, { discount: false }],
    [80, { discount: true }],
  ]) {
    const { pages, pagesBefore, after, before } = await warm(renderer, old, lineCount, options);
    const a4 = (n) => `${n} A4 page${n > 1 ? 's' : ''}`;
    const figures = (samples, n) => {
      const p50 = percentile(samples, 50);
      const p95 = percentile(samples, 95);
      return `p50 ${ms(p50)}, p95 ${ms(p95)}; per page p50 ${ms(p50 / n)}, p95 ${ms(p95 / n)}`;
    };
    row(
      `warm render, invoice ${lineCount} line${lineCount > 1 ? 's' : ''} (${a4(pages)}), ${warmRuns} runs`,
      figures(after, pages),
    );
    row(`  the same, before issue 35 (${a4(pagesBefore)})`, figures(before, pagesBefore));
    row(`  now / before (p50)`, (percentile(after, 50) / percentile(before, 50)).toFixed(2));
    if (pages === 1)
      row('  warm (p50) / cold (median)', (percentile(after, 50) / percentile(colds.after, 50)).toFixed(3));
  }
} finally {
  await old.close();
}
if (rendersOnly) {
  await renderer.onApplicationShutdown();
  process.exit(0);
}

try {
  // Alternating, twice each, so neither side profits from running last. Concurrency 4 is what the
  // worker runs with (JobWorkerService): two jobs wait at the renderer while two render.
  const direct = [];
  const queued = [];
  const queued4 = [];
  const perSecond = (ms) => jobs / (ms / 1000);
  for (let round = 0; round < 2; round += 1) {
    direct.push(perSecond(await elapsed(() => directLoop(renderer, jobs, 2, (n) => invoice(n, 2)))));
    queued.push(perSecond(await throughQueue(renderer, jobs, 2)));
    queued4.push(perSecond(await throughQueue(renderer, jobs, 4)));
  }
  const best = (list) => Math.max(...list);
  const rates = (list) => list.map((r) => `${r.toFixed(1)}/s`).join(', ');
  row(`direct loop, concurrency 2, ${jobs} renders`, rates(direct));
  row(`BullMQ queue, worker concurrency 2, ${jobs} jobs`, rates(queued));
  row('queue (concurrency 2) / direct, best of each', (best(queued) / best(direct)).toFixed(2));
  row(`BullMQ queue, worker concurrency 4, ${jobs} jobs`, rates(queued4));
  row('queue (concurrency 4) / direct, best of each', (best(queued4) / best(direct)).toFixed(2));
} finally {
  await renderer.onApplicationShutdown();
}

const limits = `${PDF_RENDERS_PER_BROWSER} renders or ${mb(PDF_BROWSER_MEMORY_CEILING_BYTES)} MB`;
for (const [label, options] of [
  [`recycling (${limits})`, {}],
  ['no recycling', { rendersPerBrowser: Infinity, memoryCeilingBytes: Infinity }],
]) {
  const measured = new PdfRenderer(config, options);
  try {
    const samples = await memoryOver(measured, memoryRenders);
    row(
      `browser RSS over ${memoryRenders} renders, ${label}`,
      `start ${mb(samples[0])} MB, max ${mb(Math.max(...samples))} MB, end ${mb(samples.at(-1))} MB, launches ${measured.launches}`,
    );
  } finally {
    await measured.onApplicationShutdown();
  }
}
