// What bench/load.mjs records per operation: latencies (ms), errors with their first messages; nothing
// while `measuring` is off (the warm-up). While `phase` is set (a partner outage), under "<name> [<phase>]".
// `incidents` (bench/load.mjs --chaos) are windows { label, from, to } in Date.now() time (an API process dying,
// the database restarting): an error whose request was open during one is counted apart from the others,
// which must not happen.
import { percentile } from './api-session.mjs';

const KEPT_MESSAGES = 3;
const WIDTH = 44;

export function recorder() {
  const operations = new Map();
  const entry = (name, inPhase) => {
    let found = operations.get(name);
    if (!found)
      operations.set(name, (found = { samples: [], errors: 0, messages: [], failures: [], inPhase }));
    return found;
  };
  return {
    measuring: false,
    phase: '',
    incidents: [],
    /** Runs `fn`, records its time under `name`; answers its result, or undefined when it failed. */
    async time(operation, fn) {
      const name = this.phase ? `${operation} [${this.phase}]` : operation;
      const started = performance.now();
      const from = Date.now();
      try {
        const result = await fn();
        if (this.measuring) entry(name, Boolean(this.phase)).samples.push(performance.now() - started);
        return result;
      } catch (error) {
        if (this.measuring) {
          const found = entry(name, Boolean(this.phase));
          found.errors += 1;
          found.failures.push({ from, to: Date.now(), message: String(error?.message ?? error) });
          if (found.messages.length < KEPT_MESSAGES) found.messages.push(String(error?.message ?? error));
        } else if (process.env.LOAD_DEBUG) console.error(`warm-up ${name}: ${error?.message ?? error}`);
        return undefined;
      }
    },
    operations,
  };
}

/** A wall-clock time with milliseconds, as bench/lib/load-chaos.mjs logs its steps. */
export const clock = (ms) => new Date(ms).toISOString().slice(11, 23);

/** The incident a failed request was open at (its label), if any. */
const incidentOf = (incidents, { from, to }) =>
  incidents.find((incident) => from <= incident.to && to >= incident.from)?.label;

/** The table of figures; answers the errors outside and inside a phase, and those open at an incident. */
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
  if (!stats.incidents.length) return { outside: errors - phaseErrors, inside: phaseErrors, atIncidents: 0 };
  const counts = new Map(stats.incidents.map(({ label }) => [label, 0]));
  const elsewhere = [];
  for (const [name, { failures, inPhase }] of rows)
    for (const failure of inPhase ? [] : failures) {
      const label = incidentOf(stats.incidents, failure);
      if (label) counts.set(label, counts.get(label) + 1);
      else elsewhere.push(`${clock(failure.from)} ${name}: ${failure.message}`);
    }
  console.log('\nerrors by incident (requests open at it):');
  for (const [label, n] of counts) console.log(`  ${label.padEnd(WIDTH)} ${pad(n, 6)}`);
  console.log(`  ${'none (open at no incident)'.padEnd(WIDTH)} ${pad(elsewhere.length, 6)}`);
  elsewhere.sort();
  for (const message of elsewhere.slice(0, 8)) console.log(`    ${message.slice(0, 300)}`);
  const atIncidents = errors - phaseErrors - elsewhere.length;
  return { outside: elsewhere.length, inside: phaseErrors, atIncidents };
}
