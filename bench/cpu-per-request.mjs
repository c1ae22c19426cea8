#!/usr/bin/env node
// CPU per request (issue 35, point 6: the scaling plan's costs). Prints figures; never fails a build.
//
//   node bench/cpu-per-request.mjs [--requests 200] [--only <word,word>]     (after bench/admin-lists.mjs filled its database)
//
// On `portal_bench_admin` (1,000,000 orders; bench/admin-lists.mjs fills it), starts the built API and sends each
// case of the admin lists (bench/lib/admin-list-cases.mjs, as an admin, 50 a page) and the doctor's own lists (as
// one of the 500 doctors) `--requests` times, one at a time, and reads the CPU time the API process and the
// PostgreSQL server processes spent (/proc/<pid>/stat, user + system) before and after. CPU time, not wall time:
// the figures hold on a busy machine. Per case: API ms, PostgreSQL ms and their sum per request, and the requests
// one core serves per second at that cost. PostgreSQL's figure counts every postgres process, so nothing else may
// use this server during the run.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { ADMIN_EMAIL, doctorEmail, PASSWORD } from './lib/admin-bench-data.mjs';
import { adminListCases } from './lib/admin-list-cases.mjs';
import { withApi } from './lib/api-process.mjs';
import { benchDatabase } from './lib/bench-db.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const requests = Number(option('--requests')) || 200;
const only = option('--only')?.split(',');
const PORT = 3216;
const PAGE_SIZE = 50;
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU time (user + system) of a process in ms, or 0 when it is gone. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function postgresCpuMs() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

const db = benchDatabase('portal_bench_admin');
if (!(await db.exists()))
  throw new Error('portal_bench_admin is missing: run node bench/admin-lists.mjs first');
db.migrate();
const direct = await db.connect();
const { cases: adminCases } = await adminListCases(direct);
await direct.end();
const doctorCases = adminCases
  .filter(({ name }) => name === 'patients: page 1' || name === 'orders: page 1')
  .map((entry) => ({ ...entry, name: `doctor's ${entry.name}`, as: 'doctor' }));
const signedIn = { name: 'signed-in { me { id } }', query: '{ me { id } }', variables: () => ({}) };
const cases = [signedIn, ...adminCases, ...doctorCases].filter(
  ({ name }) => !only || only.some((word) => name.includes(word)),
);

const logins = {
  admin: { email: ADMIN_EMAIL, password: PASSWORD },
  doctor: { email: doctorEmail(1), password: PASSWORD },
};
console.log(
  `CPU per request on ${db.name}, ${requests} requests a case, ${PAGE_SIZE} a page unless the case says`,
);
console.log(
  'case'.padEnd(48),
  'API ms'.padStart(8),
  'PostgreSQL ms'.padStart(14),
  'total ms'.padStart(9),
  'requests/s per core'.padStart(20),
);
await withApi(
  { port: PORT, databaseUrl: db.url, redisPrefix: 'bench-cpu' },
  logins,
  async (sessions, api) => {
    for (const { name, query, variables, pageSize, as = 'admin' } of cases) {
      const send = () => sessions[as](query, variables(pageSize ?? PAGE_SIZE));
      for (let i = 0; i < 10; i += 1) await send(); // warm: plans, caches, the JIT
      const apiBefore = cpuMs(api.pid);
      const postgresBefore = postgresCpuMs();
      for (let i = 0; i < requests; i += 1) await send();
      const apiMs = (cpuMs(api.pid) - apiBefore) / requests;
      const postgresMs = (postgresCpuMs() - postgresBefore) / requests;
      const total = apiMs + postgresMs;
      console.log(
        name.padEnd(48),
        apiMs.toFixed(2).padStart(8),
        postgresMs.toFixed(2).padStart(14),
        total.toFixed(2).padStart(9),
        (1000 / total).toFixed(0).padStart(20),
      );
    }
  },
);
