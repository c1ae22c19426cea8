import type { INestApplication } from '@nestjs/common';
import { expect } from '@jest/globals';
import { TestClient } from './client.js';
import { createUser, type UserOptions } from './factories.js';

/** POST /login exactly as the web does; returns the response. */
export async function postLogin(client: TestClient, username: string, password: string, remember = false) {
  const token = await client.csrf();
  return client.agent
    .post('/login')
    .set('Accept', 'application/json')
    .set('X-XSRF-TOKEN', token)
    .send({ username, password, remember });
}

/** Logs in without two-factor and refreshes the XSRF token (login rotates the session). */
export async function login(client: TestClient, username: string, password: string): Promise<void> {
  const response = await postLogin(client, username, password);
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ two_factor: false });
  await client.csrf();
}

/** A REST write with the client's session and XSRF header. */
export async function post(client: TestClient, path: string, body: Record<string, unknown> = {}) {
  const token = await client.csrf();
  return client.agent.post(path).set('Accept', 'application/json').set('X-XSRF-TOKEN', token).send(body);
}

export async function del(client: TestClient, path: string) {
  const token = await client.csrf();
  return client.agent.delete(path).set('Accept', 'application/json').set('X-XSRF-TOKEN', token);
}

export function sessionCookie(response: { headers: Record<string, unknown> }): string | undefined {
  const cookies = ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []);
  return cookies.find((c) => c.startsWith('portal_session='))?.split(';')[0];
}

export const ME = `{ me { id email name getAllPermissions two_factor_confirmed_at twoFactorSkipsLeft has_enabled_otp_email } }`;

/** A new user (by default an active doctor with a practice), logged in through POST /login as the web does. */
export async function signedIn(app: INestApplication, options: UserOptions = {}) {
  const account = await createUser(app, options);
  const client = new TestClient(app);
  await login(client, account.email, account.password);
  return { ...account, client };
}
