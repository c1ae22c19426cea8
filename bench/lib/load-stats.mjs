// What bench/load.mjs records per operation: latencies (ms), errors with their first messages; nothing
// while `measuring` is off (the warm-up). While `phase` is set (a partner outage), under "<name> [<phase>]".
import { percentile } from './api-session.mjs';

const KEPT_MESSAGES = 3;
const WIDTH = 44;

export function recorder() {
  const operations = new Map();
  const entry = (name, inPhase) => {
    let found = operations.get(name);
    if (!found) operations.set(name, (found = { samples: [], errors: 0, messages: [], inPhase }));
    return found;
  };
  return {
    measuring: false,
    phase: '',
    /** Runs `fn`, records its time under `name`; answers its result, or undefined when it failed. */
    async time(operation, fn) {
      const name = this.phase ? `${operation} [${this.phase}]` : operation;
      const started = performance.now();
      try {
        const result = await fn();
        if (this.measuring) entry(name, Boolean(this.phase)).samples.push(performance.now() - started);
        return result;
      } catch (error) {
        if (this.measuring) {
          const found = entry(name, Boolean(this.phase));
          found.errors += 1;
          if (found.messages.length < KEPT_MESSAGES) found.messages.push(String(error?.message ?? error));
        } else if (process.env.LOAD_DEBUG) console.error(`warm-up ${name}: ${error?.message ?? error}`);
        return undefined;
      }
    },
    operations,
  };
}

/** The table of figures; answers the errors outside and inside a phase. */
export function printFigures(stats, seconds) {
  const rows = [...stats.operations].sort(([a], [b]) => a.localeCompare(b));
  const pad = (text, n) => String(text).padStart(n);
  console.log(
    `\n${'operation'.padEnd(WIDTH)} ${pad('count', 7)} ${pad('req/s', 7)} ${pad('errors', 6)} ${pad('p50 ms', 8)} ${pad('p95 ms', 8)} ${pad('p99 ms', 8)}`,
  );
  let requests = 0;
  let errors = 0;
  let phaseErrors = 0;
  for (const [name, { samples, errors: failed, inPhase }] of rows) {
    const count = samples.length + failed;
    requests += count;
    errors += failed;
    if (inPhase) phaseErrors += failed;
    const p = (q) => (samples.length ? percentile(samples, q).toFixed(1) : '-');
    console.log(
      `${name.padEnd(WIDTH)} ${pad(count, 7)} ${pad((count / seconds).toFixed(1), 7)} ${pad(failed, 6)} ${pad(p(50), 8)} ${pad(p(95), 8)} ${pad(p(99), 8)}`,
    );
  }
  console.log(
    `${'total'.padEnd(WIDTH)} ${pad(requests, 7)} ${pad((requests / seconds).toFixed(1), 7)} ${pad(errors, 6)}`,
  );
  for (const [name, { messages }] of rows)
    for (const message of messages) console.log(`  ${name}: ${message}`);
  return { outside: errors - phaseErrors, inside: phaseErrors };
}
