// A browser-like session against a benchmark's API process: cookies, the XSRF header, login.
// Returns `graphql(query, variables)` → { body, statements } (statements from X-SQL-Statements when the
// API counts them), `graphql.download(path)`, `graphql.downloadBytes(path)` (the file kept) and
// `graphql.response(path)` (the body unread).
export async function apiSession(baseUrl, email, password) {
  const jar = new Map();
  const remember = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      jar.set(name, value);
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    'content-type': 'application/json',
    accept: 'application/json',
  });
  remember(await fetch(`${baseUrl}/sanctum/csrf-cookie`));
  const login = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ username: email, password }),
  });
  remember(login);
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  remember(await fetch(`${baseUrl}/sanctum/csrf-cookie`, { headers: headers() }));
  const graphql = async (query, variables) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { body, statements: Number(response.headers.get('x-sql-statements')) };
  };
  graphql.download = async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: headers() });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await response.arrayBuffer();
  };
  /**
   * As download(), keeping the file: { bytes (Buffer), contentType, statements } (statements is 0 for
   * now: the API sets X-SQL-Statements on GraphQL responses only).
   */
  graphql.downloadBytes = async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: headers() });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type'),
      statements: Number(response.headers.get('x-sql-statements')),
    };
  };
  /** The response of a GET, its body unread (to stream a large file). */
  graphql.response = (path) => fetch(`${baseUrl}${path}`, { headers: headers() });
  /** The session's request headers (cookies, XSRF), to send the same request to another server. */
  graphql.headers = headers;
  return graphql;
}

/** Waits until the API answers /health; kills it and throws after ~`timeoutMs` (a busy machine starts slowly). */
export async function waitForApi(child, baseUrl, timeoutMs = 60_000) {
  for (let i = 0; i < timeoutMs / 200; i += 1) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('API did not start');
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export async function elapsed(fn) {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Times `a` and `b` alternately (so background load on the machine hits them alike) after 3 warm-up
 * rounds; returns the median and p95 of each.
 */
export async function timeSideBySide(runs, a, b) {
  for (let i = 0; i < 3; i += 1) await Promise.all([a(), b()]);
  const samplesA = [];
  const samplesB = [];
  for (let i = 0; i < runs; i += 1) {
    samplesA.push(await elapsed(a));
    samplesB.push(await elapsed(b));
  }
  const summary = (samples) => ({ median: percentile(samples, 50), p95: percentile(samples, 95) });
  return [summary(samplesA), summary(samplesB)];
}

/** Prints EXPLAIN (ANALYZE, …) of a statement, indented. */
export async function explain(client, title, text, params, options = 'ANALYZE, COSTS OFF, TIMING OFF') {
  console.log(`\nEXPLAIN ${title}:`);
  const plan = await client.query(`EXPLAIN (${options}) ${text}`, params);
  for (const row of plan.rows) console.log('  ' + row['QUERY PLAN']);
}
