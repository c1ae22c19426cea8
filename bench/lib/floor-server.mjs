// The floor under the API's request path (issue 35, point 2): a hand-written node:http + pg server doing
// the least a signed-in list request must do: read the body, verify the session cookie (express-session's
// signed `s:<sid>.<hmac>`), look the session up in PostgreSQL (one statement) and answer one statement's
// rows as JSON. No framework, no GraphQL, no ORM: what is left above it in the API is their cost.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const COOKIE = 'portal_session';

/** The session id of a signed cookie value, or undefined when the signature does not hold. */
function unsign(value, secret) {
  const raw = decodeURIComponent(value);
  if (!raw.startsWith('s:')) return undefined;
  const dot = raw.lastIndexOf('.');
  const sid = raw.slice(2, dot);
  const expected = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  const given = Buffer.from(raw.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected)) ? sid : undefined;
}

function cookieValue(header = '', name) {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * Starts the floor server on `port`. `pageSql(userId, body)` gives the one statement `{ text, params }` of the
 * page for the signed-in user and the request's parsed JSON body. Resolves to `{ url, close() }`.
 */
export async function startFloorServer({ port, databaseUrl, secret, pageSql }) {
  const pool = new pg.Pool({ connectionString: String(databaseUrl), max: 10 });
  const server = createServer(async (req, res) => {
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      const sid = unsign(cookieValue(req.headers.cookie, COOKIE) ?? '', secret);
      const session = sid
        ? (await pool.query('SELECT sess FROM sessions WHERE sid = $1 AND expire >= now()', [sid])).rows[0]
        : undefined;
      const userId = session?.sess?.userId;
      if (!userId) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthenticated"}');
        return;
      }
      const { text, params } = pageSql(userId, body);
      const { rows } = await pool.query(text, params);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: rows }));
    } catch (error) {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: String(error) }));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
