#!/usr/bin/env node
// Lighthouse (desktop) on the first screens (issue 33): /login, /patients and a patient's blood analysis. Prints,
// per page, the JavaScript loaded with the page (as served, and as gzip), the LCP and the performance and
// accessibility scores; targets ≤ 300 kB gzip, ≤ 1.5 s and ≥ 95. Prints figures; never fails a build.
//
//   node bench/lighthouse.mjs [--runs 3] [--scripts] [--reports DIR]
//
// --scripts also lists each page's scripts with their gzip size (what to cut when the JS figure is over).
//
// Starts the real stack as the journeys do (scripts/e2e-server.mjs: demo data, the API serving the built SPA) on
// its own ports and database, signs in as the demo doctor dr.weber, creates a patient with blood values, and runs
// lighthouse@12.2.3 (through npx; it runs on Node 20) with Debian's Chromium. The signed-in pages run in a browser
// that holds the session's cookies as cookies (Playwright starts it, Lighthouse attaches to its debugging port): a
// Cookie header alone (--extra-headers) is not what the page's script sees, and the portal sent it to /login.
// The median run per page is printed. Needs `npm run build` first.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const listScripts = args.includes('--scripts');
// --reports DIR keeps each run's full Lighthouse report (JSON) there, for what the figures do not say.
const reportsDir = args.includes('--reports') ? args[args.indexOf('--reports') + 1] : null;
const PORT = 3400;
const baseUrl = `http://127.0.0.1:${PORT}`;
const webDist = join(root, 'apps/web/dist');
const LIGHTHOUSE = 'lighthouse@12.2.3';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

const stack = spawn('node', [join(root, 'scripts/e2e-server.mjs')], {
  env: {
    ...process.env,
    E2E_PORT: String(PORT),
    E2E_SANDBOX_PORT: String(PORT + 1),
    E2E_SMTP_PORT: String(PORT + 2),
    E2E_MOLLIE_PORT: String(PORT + 3),
    E2E_DATABASE: 'portal_bench_lighthouse',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopStack = () =>
  new Promise((resolve) => {
    if (stack.exitCode !== null) return resolve();
    stack.once('exit', resolve);
    stack.kill('SIGTERM');
  });

async function waitForStack() {
  for (let i = 0; i < 240; i++) {
    if (stack.exitCode !== null) throw new Error('the stack stopped while starting');
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the stack did not start in 2 minutes');
}

/** A signed-in session of the demo doctor: its cookies, what the portal stores of it, and a GraphQL call. */
async function doctorSession() {
  const jar = new Map();
  const remember = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const cookies = () => [...jar].map(([name, value]) => ({ name, value }));
  const headers = () => ({
    cookie: cookie(),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    'content-type': 'application/json',
    accept: 'application/json',
  });
  remember(await fetch(`${baseUrl}/sanctum/csrf-cookie`));
  const login = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ username: 'dr.weber@vitalis-portal.de', password: 'Doctor!2026pass' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  remember(login);
  remember(await fetch(`${baseUrl}/sanctum/csrf-cookie`, { headers: headers() }));
  const graphql = async (query, variables = {}) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  // What the login screen keeps in localStorage (apps/web/src/session/doctorSession.ts): without it the portal
  // shows the login, whatever the cookies say.
  const { me, enforceTwoFactor } = await graphql(
    '{ me { id first_name last_name email getAllPermissions two_factor_confirmed_at } enforceTwoFactor }',
  );
  const enabled = me.two_factor_confirmed_at != null;
  const storedSession = {
    version: 1,
    state: {
      user: {
        id: me.id,
        first_name: me.first_name,
        last_name: me.last_name,
        email: me.email,
        permissions: me.getAllPermissions,
      },
      previousUser: null,
      twoFactor: { enabled, confirmed: enabled, enforced: enforceTwoFactor },
    },
  };
  return { cookies, storedSession, graphql };
}

/** A patient of dr.weber with two dates of blood values for every marker (the list shows values and trends). */
async function patientWithBloodValues(graphql) {
  const consents = (
    await graphql('{ consents(type: NewPatient, first: 100) { data { id required } } }')
  ).consents.data
    .filter((consent) => consent.required)
    .map((consent) => consent.id);
  const { createPatient } = await graphql(
    'mutation ($input: CreatePatientInput!) { createPatient(input: $input) { id } }',
    {
      input: {
        first_name: 'Lena',
        last_name: `Lighthouse ${Date.now()}`,
        email: `lighthouse.${Date.now()}@example.com`,
        biological_sex: 'Female',
        salutation: 'female',
        phone_number: '6641234567',
        country_code: 'AT',
        address: 'Hauptplatz 1',
        zip_code: '8010',
        city: 'Graz',
        country: 'AT',
        date_of_birth: '1984-03-21',
        height: 168,
        weight: 62,
        acceptedConsents: { connect: consents },
      },
    },
  );
  const markers = (
    await graphql(
      '{ analysisParameters(analysis_type: Blood, first: 1000) { data { id min_optimal_value } } }',
    )
  ).analysisParameters.data;
  for (const [date, factor] of [
    ['2026-06-01', 0.9],
    ['2026-11-01', 1.1],
  ]) {
    const values = markers.map((marker) => ({
      analysisParameterId: marker.id,
      value: String(Math.max(1, Math.round((marker.min_optimal_value ?? 10) * factor * 10) / 10)),
    }));
    await graphql(
      'mutation ($patientId: ID!, $date: String!, $values: [BloodResultValueInput!]!) { saveBloodResults(patientId: $patientId, date: $date, values: $values) { id } }',
      { patientId: createPatient.id, date, values },
    );
  }
  return createPatient.id;
}

/** The gzip size of a built file (its .gz twin), or the file's own size when the build kept it uncompressed. */
function gzipBytesOf(url) {
  const path = join(webDist, new URL(url).pathname);
  if (existsSync(`${path}.gz`)) return statSync(`${path}.gz`).size;
  return existsSync(path) ? statSync(path).size : 0;
}

const DEBUGGING_PORT = PORT + 9;

/** Runs Lighthouse on a page; signed in, in a fresh browser holding the session (cold cache, like the others). */
async function lighthouse(url, signedIn) {
  const options = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--output=json',
    '--output-path=stdout',
    '--preset=desktop',
    '--only-categories=performance,accessibility',
    '--quiet',
  ];
  const run = (extra) =>
    promisify(execFile)('npx', [...options, ...extra], {
      env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      maxBuffer: 256 * 1024 * 1024,
    });
  let output;
  if (!signedIn) {
    ({ stdout: output } = await run(['--chrome-path=/usr/bin/chromium', `--chrome-flags=${chromeFlags}`]));
  } else {
    const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: [...chromeFlags.split(' ').slice(1), `--remote-debugging-port=${DEBUGGING_PORT}`],
    });
    try {
      await browser.addCookies(signedIn.cookies().map((cookie) => ({ ...cookie, url: baseUrl })));
      // The stored session, set on a page of the origin that loads no assets (the cache stays cold).
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/health`);
      await page.evaluate(
        (stored) => localStorage.setItem('portal.session', JSON.stringify(stored)),
        signedIn.storedSession,
      );
      await page.close();
      // Storage reset would delete the cookies; the profile is new, so the cache is cold anyway.
      ({ stdout: output } = await run([`--port=${DEBUGGING_PORT}`, '--disable-storage-reset']));
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  const report = JSON.parse(output);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(
      join(reportsDir, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`),
      output,
    );
  }
  const scripts = report.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(baseUrl),
  );
  return {
    landedOn: new URL(report.finalDisplayedUrl).pathname,
    scripts: scripts.length,
    list: scripts.map((item) => ({ path: new URL(item.url).pathname, gzipKb: gzipBytesOf(item.url) / 1024 })),
    transferKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    gzipKb: scripts.reduce((sum, item) => sum + gzipBytesOf(item.url), 0) / 1024,
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitForStack();
  const session = await doctorSession();
  const { graphql } = session;
  const patientId = await patientWithBloodValues(graphql);
  const pages = [
    { name: '/login', url: `${baseUrl}/login`, signedIn: null },
    { name: '/patients', url: `${baseUrl}/patients`, signedIn: session },
    { name: 'blood analysis', url: `${baseUrl}/patients/${patientId}/blood-analysis`, signedIn: session },
  ];
  console.log(
    `Lighthouse ${LIGHTHOUSE.split('@')[1]} (desktop preset), Debian Chromium, median of ${runs} runs`,
  );
  console.log('page            scripts  JS as served  JS gzip   LCP      perf  a11y');
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await lighthouse(page.url, page.signedIn));
    const pick = (key) => median(results.map((result) => result[key]));
    console.log(
      [
        page.name.padEnd(15),
        String(pick('scripts')).padStart(7),
        `${pick('transferKb').toFixed(0)} kB`.padStart(13),
        `${pick('gzipKb').toFixed(0)} kB`.padStart(9),
        `${(pick('lcpMs') / 1000).toFixed(2)} s`.padStart(8),
        String(pick('performance')).padStart(5),
        String(pick('accessibility')).padStart(5),
      ].join(' '),
    );
    // A signed-in page that ends elsewhere (the login) measured the wrong screen.
    const landedOn = results
      .map((result) => result.landedOn)
      .find((path) => path !== new URL(page.url).pathname);
    if (landedOn) console.log(`    ! ended on ${landedOn}, not on the page asked for`);
    if (listScripts)
      for (const script of [...results[0].list].sort((a, b) => b.gzipKb - a.gzipKb))
        console.log(`    ${script.gzipKb.toFixed(1).padStart(6)} kB  ${script.path}`);
  }
} finally {
  await stopStack();
}
