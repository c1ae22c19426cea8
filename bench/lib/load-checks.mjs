// After bench/load.mjs's run: waits for the queues to drain, then counts what should never be (issue
// 18's consistency checks) in SQL over the orders placed during the run, and the failed jobs of every
// BullMQ queue under the run's Redis prefix.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { redisConnection } from '../../apps/api/dist/queue/redis-connection.js';

const CHECKS = [
  [
    'placed orders without exactly one payment-link mail',
    `SELECT count(*)::int AS n FROM orders o JOIN payment_links l ON l.order_id = o.id
     WHERE o.placed_at >= $1 AND (l.sent_count <> 1 OR (
       SELECT count(*) FROM sent_mails m
       WHERE m.template = 'payment-link' AND m.status = 'sent' AND m.subject LIKE '% ' || o.order_number) <> 1)`,
  ],
  [
    'placed orders without a payment link',
    `SELECT count(*)::int AS n FROM orders o WHERE o.placed_at >= $1
       AND NOT EXISTS (SELECT 1 FROM payment_links l WHERE l.order_id = o.id)`,
  ],
  [
    'paid orders without exactly one invoice',
    `SELECT count(*)::int AS n FROM orders o WHERE o.placed_at >= $1 AND o.payment_status = 'Success'
       AND (SELECT count(*) FROM billing_documents d WHERE d.order_id = o.id AND d.kind = 'invoice') <> 1`,
  ],
  [
    'consulting fees without a paid order',
    `SELECT count(*)::int AS n FROM consulting_fees f JOIN orders o ON o.id = f.order_id
     WHERE f.status <> 'Canceled' AND o.payment_status IS DISTINCT FROM 'Success'`,
  ],
  [
    'stornos of paid orders without exactly one refund',
    `SELECT count(*)::int AS n FROM billing_documents s
       JOIN billing_documents i ON i.id = s.references_document_id AND i.kind = 'invoice'
       JOIN orders o ON o.id = s.order_id
     WHERE s.kind = 'storno' AND o.placed_at >= $1
       AND EXISTS (SELECT 1 FROM payment_attempts a WHERE a.order_id = o.id AND a.status = 'paid')
       AND (SELECT count(*) FROM payment_refunds r WHERE r.storno_id = s.id) <> 1`,
  ],
  [
    'refunds not refunded once the queues drained',
    `SELECT count(*)::int AS n FROM payment_refunds r JOIN orders o ON o.id = r.order_id
     WHERE o.placed_at >= $1 AND r.status <> 'Refunded'`,
  ],
  [
    'sample barcodes used twice',
    `SELECT count(*)::int AS n FROM (SELECT barcode FROM samples WHERE barcode IS NOT NULL GROUP BY barcode HAVING count(*) > 1) twice`,
  ],
];

/** The queues of a prefix: every `<prefix>:<name>:meta` key BullMQ keeps. */
async function queuesOf(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  try {
    const names = new Set();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*:meta`, 'COUNT', 1000);
      cursor = next;
      for (const key of keys) names.add(key.slice(prefix.length + 1, -':meta'.length));
    } while (cursor !== '0');
    return [...names]
      .sort()
      .map((name) => new Queue(name, { connection: redisConnection(redisUrl), prefix }));
  } finally {
    redis.disconnect();
  }
}

/** Waits (at most `timeoutMs`) until no job waits, runs or is delayed, twice in a row a second apart. */
export async function drainQueues(redisUrl, prefix, timeoutMs = 60_000) {
  const queues = await queuesOf(redisUrl, prefix);
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  try {
    while (quiet < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      let pending = 0;
      for (const queue of queues) {
        const counts = await queue.getJobCounts(
          'waiting',
          'active',
          'delayed',
          'prioritized',
          'waiting-children',
        );
        pending += Object.values(counts).reduce((a, b) => a + b, 0);
      }
      quiet = pending ? 0 : quiet + 1;
    }
    return quiet >= 2;
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
  }
}

/** Prints every check with its violations; answers their total. */
export async function runChecks(db, since, redisUrl, prefix) {
  console.log('\nconsistency (orders placed during the run):');
  const { rows } = await db.query(
    `SELECT count(*)::int AS placed, count(*) FILTER (WHERE payment_status = 'Success')::int AS paid
     FROM orders WHERE placed_at >= $1`,
    [since],
  );
  const lab = (
    await db.query(
      `SELECT count(n.noi_order_id)::int AS sent, count(*) FILTER (WHERE n.status = 'ResultsReady')::int AS ready,
              (SELECT count(applied_at)::int FROM lab_reports r JOIN orders o ON o.id = r.order_id WHERE o.placed_at >= $1) AS applied
       FROM noi_orders n JOIN orders o ON o.id = n.order_id WHERE o.placed_at >= $1`,
      [since],
    )
  ).rows[0];
  console.log(
    `  ${rows[0].placed} placed, ${rows[0].paid} paid; ${lab.sent} parts sent to the lab, ${lab.ready} with results ready, ${lab.applied} reports applied`,
  );
  let violations = 0;
  for (const [label, text] of CHECKS) {
    const n = (await db.query(text, text.includes('$1') ? [since] : [])).rows[0].n;
    violations += n;
    console.log(`  ${label.padEnd(56)} ${String(n).padStart(5)}`);
  }
  const queues = await queuesOf(redisUrl, prefix);
  try {
    for (const queue of queues) {
      const { failed } = await queue.getJobCounts('failed');
      violations += failed;
      console.log(`  ${`failed jobs in queue ${queue.name}`.padEnd(56)} ${String(failed).padStart(5)}`);
      if (failed)
        for (const job of await queue.getFailed(0, 2))
          console.log(`    ${job.name}: ${String(job.failedReason).slice(0, 200)}`);
    }
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
  }
  return violations;
}

// The sweeps every worker's cron enqueues each minute (apps/api/src/queue/once-per-slot.ts): queue and job id.
const MINUTE_SWEEPS = [
  ['lab', 'lab-sweep'],
  ['payments', 'payments-sweep'],
  ['events', 'events-sweep'],
];

/**
 * Whether the minute sweeps ran once a minute across the workers from `since` on: per sweep the minutes
 * with a job, those without (a gap), and the runs that took more than one attempt. Answers the gaps.
 */
export async function checkSweeps(redisUrl, prefix, since) {
  console.log('\nminute sweeps across the workers (one job per minute, by id):');
  // The minutes whose boundary fell inside the run: their crons fired after it began.
  const first = Math.ceil(new Date(since).getTime() / 60_000);
  const last = Math.floor(Date.now() / 60_000);
  let gaps = 0;
  for (const [name, idPrefix] of MINUTE_SWEEPS) {
    const queue = new Queue(name, { connection: redisConnection(redisUrl), prefix });
    try {
      const jobs = (await queue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed'])).filter(
        (job) => job.id?.startsWith(`${idPrefix}-`),
      );
      const slots = new Set(jobs.map((job) => Number(job.id.slice(idPrefix.length + 1))));
      let missing = 0;
      for (let slot = first; slot <= last; slot += 1) if (!slots.has(slot)) missing += 1;
      gaps += missing;
      const retried = jobs.filter((job) => job.attemptsMade > 1).length;
      console.log(
        `  ${idPrefix.padEnd(16)} ${jobs.length} jobs for ${Math.max(0, last - first + 1)} minutes: ${missing} minutes without, ${retried} run more than once`,
      );
    } finally {
      await queue.close();
    }
  }
  return gaps;
}
