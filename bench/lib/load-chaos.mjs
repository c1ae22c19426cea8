// bench/load.mjs --chaos: in the middle of the run, one API process is killed (SIGKILL) and started again,
// then one worker, then PostgreSQL restarts once. The API kill (from the signal until the process is gone) and
// the database restart (until the balancer answers /health again) are windows in `stats.incidents`: errors of requests open at
// either are counted apart (bench/lib/load-stats.mjs); every other request must succeed, and the consistency
// checks afterwards must find nothing lost or done twice. PostgreSQL is the machine's own, shared with other
// databases: PG_RESTART_COMMAND overrides how it restarts (default: pg_ctlcluster of the only cluster).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { killAndRestart } from './load-stack.mjs';
import { clock } from './load-stats.mjs';

const DOWN_MS = 3000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Not spawnSync: the sessions of the run must go on sending requests while PostgreSQL restarts. */
async function restartPostgres() {
  const custom = process.env.PG_RESTART_COMMAND;
  const [version] = custom ? [] : readdirSync('/etc/postgresql');
  const child = custom
    ? spawn('sh', ['-c', custom], { stdio: 'inherit' })
    : spawn('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { stdio: 'inherit' });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`restarting PostgreSQL failed (exit ${code})`);
}

async function answersHealth(apiUrl) {
  try {
    return (await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

const at = (seconds) => sleep(seconds * 1000);

/** Runs the three faults at 25 %, 45 % and 65 % of the measured time; answers when all are over. */
export async function chaos({ stats, apiUrl, warmup, seconds }) {
  const log = (text) =>
    console.log(`chaos ${clock(Date.now())} (${((Date.now() - began) / 1000).toFixed(1)} s): ${text}`);
  const began = Date.now();
  await at(warmup + seconds * 0.25);
  // The kill lasts from the signal until the process is gone: until then its sockets still take connections.
  const kill = { label: 'API process 1 killed', from: Date.now(), to: Infinity };
  stats.incidents.push(kill);
  log('API process 1 killed (SIGKILL)');
  await killAndRestart('api', 0, DOWN_MS, () => {
    kill.to = Date.now();
    log(`API process 1 gone, ${kill.to - kill.from} ms after the signal`);
  });
  log('API process 1 started again and answers');

  await sleep(Math.max(0, began + (warmup + seconds * 0.45) * 1000 - Date.now()));
  log('worker 1 killed (SIGKILL, with its Chromium)');
  await killAndRestart('worker', 0, DOWN_MS);
  log('worker 1 started again');

  await sleep(Math.max(0, began + (warmup + seconds * 0.65) * 1000 - Date.now()));
  const window = { label: 'PostgreSQL restart', from: Date.now(), to: Infinity };
  stats.incidents.push(window);
  log('PostgreSQL restarting');
  await restartPostgres();
  log('PostgreSQL is back');
  while (!(await answersHealth(apiUrl))) await sleep(100);
  window.to = Date.now();
  log(
    `the balancer answers /health again, ${((window.to - window.from) / 1000).toFixed(1)} s after the restart began`,
  );
}

/**
 * The run's own reads (the payer, the lab and the patients find their orders and links in SQL): tried again
 * for up to 30 s while PostgreSQL restarts, so the outside world of the run waits instead of stopping. Not
 * the portal's requests: those are timed and counted as they are.
 */
export function retryingDb(pool) {
  pool.on('error', () => {}); // an idle connection cut by the restart; the pool drops it
  return {
    async query(text, values) {
      for (const deadline = Date.now() + 30_000; ;) {
        try {
          return await pool.query(text, values);
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await sleep(250);
        }
      }
    },
  };
}
