// Two API instances behind a load balancer without sticky sessions (docs/decisions/platform.md, "More than one
// machine"): any request may reach either, so the rate limits and the sessions must hold across both.
import { randomInt } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { ME, postLogin } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const WRONG_PASSWORD = 'Wrong!2026pass';

/** A browser whose requests go to the instances in turn, as a round-robin balancer sends them. */
function roundRobinBrowser(apps: INestApplication[], address: string) {
  const jar = new Map<string, string>();
  let turn = 0;
  const send = async (method: 'get' | 'post', path: string, body?: object) => {
    const app = apps[turn++ % apps.length];
    const server = request(app.getHttpServer());
    const call = (method === 'get' ? server.get(path) : server.post(path))
      .set('Accept', 'application/json')
      .set('X-Forwarded-For', address)
      .set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
      .set('X-XSRF-TOKEN', decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''));
    const response = await (body ? call.send(body) : call);
    for (const cookie of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  return { send };
}

describe('two API instances sharing PostgreSQL and Redis (no sticky sessions)', () => {
  let first: INestApplication;
  let second: INestApplication;
  // The balancer runs on the same host and adds the client's address (HAProxy's `option forwardfor`).
  const env = { TRUST_PROXY: 'loopback' };
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([closeApp(first), closeApp(second)]);
  });

  it('counts login attempts against one limit, whichever instance takes them', async () => {
    const { email, password } = await createUser(first);
    const address = `203.0.113.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const client = new TestClient(i % 2 ? second : first);
      client.agent.set('X-Forwarded-For', address);
      statuses.push((await postLogin(client, email, i < 5 ? WRONG_PASSWORD : password)).status);
    }
    // Five wrong guesses spread over both instances: the right password is refused on either.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const other = new TestClient(first);
    other.agent.set('X-Forwarded-For', address);
    expect((await postLogin(other, email, password)).status).toBe(429);
  });

  it('serves a session begun on one instance on the other, request by request', async () => {
    const { email, password } = await createUser(first);
    const browser = roundRobinBrowser([first, second], `198.51.100.${randomInt(1, 255)}`);
    expect((await browser.send('get', '/sanctum/csrf-cookie')).status).toBe(204);
    expect((await browser.send('post', '/login', { username: email, password })).status).toBe(200);
    expect((await browser.send('get', '/sanctum/csrf-cookie')).status).toBe(204);
    for (let i = 0; i < 4; i += 1) {
      const response = await browser.send('post', '/graphql', { query: ME });
      expect(response.status).toBe(200);
      expect(response.body.data.me.email).toBe(email);
    }
  });
});
