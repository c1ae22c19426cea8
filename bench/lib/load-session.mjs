// A browser of bench/load.mjs: cookies, the XSRF header, an address of its own (X-Forwarded-For, the
// API trusting loopback) so per-IP limits see many visitors; every call throws on a non-2xx answer or
// GraphQL errors, with the status and the first message.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const TIMEOUT_MS = 60_000;

export function browser(baseUrl) {
  const jar = new Map();
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const remember = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const headers = (extra = {}) => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    'x-forwarded-for': ip,
    accept: 'application/json',
    ...extra,
  });
  const request = async (path, init = {}) => {
    const response = remember(
      await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: headers(init.headers),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
    if (!response.ok)
      throw new Error(`${path.split('?')[0]}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    return response;
  };
  const post = (path, body) =>
    request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  return {
    csrf: () => request('/sanctum/csrf-cookie').then((r) => r.arrayBuffer()),
    /** POST JSON; answers the parsed body (or null). */
    async post(path, body) {
      const text = await (await post(path, body)).text();
      return text ? JSON.parse(text) : null;
    },
    async login(email, password) {
      await this.csrf();
      await post('/login', { username: email, password });
      await this.csrf();
    },
    async graphql(query, variables) {
      const body = await (await post('/graphql', { query, variables })).json();
      if (body.errors)
        throw new Error(
          `GraphQL: ${body.errors[0].message} ${JSON.stringify(body.errors[0].extensions ?? {})}`.slice(
            0,
            300,
          ),
        );
      return body.data;
    },
    /** A GET read to its end without keeping it (a PDF, a streamed export); answers the bytes read. */
    async download(path) {
      const response = await request(path);
      let bytes = 0;
      for await (const chunk of response.body) bytes += chunk.length;
      if (!bytes) throw new Error(`${path}: empty body`);
      return bytes;
    },
  };
}

let operations;
/** A web operation's text exactly as Relay compiled it (`params.text` of its __generated__ artifact). */
export function webOperation(name) {
  operations ??= new Map(
    execFileSync('git', ['ls-files', 'apps/web/src/**/__generated__/*.graphql.ts'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map((file) => [/(\w+)\.graphql\.ts$/.exec(file)[1], file]),
  );
  const file = operations.get(name);
  if (!file) throw new Error(`the web has no compiled operation ${name}`);
  const literal = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(join(root, file), 'utf8'));
  return JSON.parse(literal[1]);
}
