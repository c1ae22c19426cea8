import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { signUrl } from '../../src/common/crypto/signed-url.js';
import { AppConfig } from '../../src/config/app-config.js';
import { AuditEvent } from '../../src/modules/audit/audit.service.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser, uniqueEmail } from '../helpers/factories.js';
import { auditRowsOf, linkIn } from '../helpers/registration.js';
import { waitForMail } from '../helpers/sandbox.js';
import { login, ME, post, postLogin } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';
import { webOperation } from '../helpers/web-operations.js';

const APP_URL = 'http://portal.test';
// What the change-e-mail dialog sends.
const CHANGE_EMAIL = webOperation('useChangeEmailMutation');

let app: INestApplication;
let worker: INestApplicationContext;

beforeAll(async () => {
  app = await createTestApp({ APP_URL });
  worker = await startTestWorker({ APP_URL });
});
afterAll(async () => {
  await worker?.close();
  await closeApp(app);
});

const users = () => app.get(DataSource).getRepository(User);

async function loggedIn() {
  const account = await createUser(app);
  const client = new TestClient(app);
  await login(client, account.email, account.password);
  return { ...account, client };
}

/** Requests the change and returns the API path (with query) the confirmation page posts to. */
async function requestChange(client: TestClient, newEmail: string): Promise<string> {
  expect(await client.query(CHANGE_EMAIL, { newEmail })).toEqual({ changeEmail: true });
  const mail = await waitForMail(
    newEmail.toLowerCase(),
    (m) => m.subject === 'Neue E-Mail-Adresse bestätigen',
  );
  const link = linkIn(mail, `${APP_URL}/confirm-email-change/`);
  return `/api${link.pathname}${link.search}`;
}

describe('changeEmail', () => {
  it('mails a signed link to the new address; confirming changes the e-mail and ends the sessions', async () => {
    const { client, user, password } = await loggedIn();
    const newEmail = uniqueEmail('new');
    const apiPath = await requestChange(client, newEmail.toUpperCase());
    expect(apiPath).toMatch(
      new RegExp(
        `^/api/confirm-email-change/${user.id}/${encodeURIComponent(newEmail)}\\?expires=\\d+&signature=[0-9a-f]{64}$`,
      ),
    );
    // Nothing changes before the link is used.
    expect((await users().findOneByOrFail({ id: user.id })).email).toBe(user.email);

    const confirmer = new TestClient(app);
    const response = await post(confirmer, apiPath);
    expect(response.status).toBe(200);
    expect((await users().findOneByOrFail({ id: user.id })).email).toBe(newEmail);
    expect((await client.graphql(ME)).status).toBe(419);
    expect((await postLogin(new TestClient(app), user.email, password)).status).toBe(422);
    await login(new TestClient(app), newEmail, password);

    const audit = await auditRowsOf(app, user.id);
    expect(audit.map((row) => row.event)).toEqual(
      expect.arrayContaining([AuditEvent.EmailChangeRequested, AuditEvent.EmailChanged]),
    );
    const signature = new URL(`${APP_URL}${apiPath}`).searchParams.get('signature')!;
    expect(JSON.stringify(audit)).not.toContain(signature);
  });

  it('ends the confirming session too when it belongs to the user', async () => {
    const { client, user } = await loggedIn();
    const newEmail = uniqueEmail('own');
    const apiPath = await requestChange(client, newEmail);
    expect((await post(client, apiPath)).status).toBe(200);
    expect((await users().findOneByOrFail({ id: user.id })).email).toBe(newEmail);
    expect((await client.graphql(ME)).status).toBe(419);
  });

  it('refuses an address another account uses, with the message the client swallows', async () => {
    const { client } = await loggedIn();
    const other = await createUser(app);
    for (const taken of [other.email, other.email.toUpperCase()]) {
      const result = await client.graphql(CHANGE_EMAIL, { newEmail: taken });
      expect(result.errors?.[0]).toMatchObject({
        message: 'Validation failed for the field [changeEmail].',
        extensions: { validation: { newEmail: ['The new email has already been taken.'] } },
      });
    }
  });

  it.each([
    ['', 'Das ist ein Pflichtfeld'],
    ['kein-at.example.com', 'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.'],
    [`${'a'.repeat(5000)}@example.com`, 'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.'],
  ])('validates the new address %#', async (newEmail, message) => {
    const { client } = await loggedIn();
    const result = await client.graphql(CHANGE_EMAIL, { newEmail });
    expect(result.errors?.[0]?.message).toBe('Validation failed for the field [changeEmail].');
    expect((result.errors?.[0]?.extensions?.validation as Record<string, string[]>).newEmail).toContain(
      message,
    );
  });

  it('needs a login and refuses wrong types', async () => {
    const anonymous = await new TestClient(app).graphql(CHANGE_EMAIL, { newEmail: uniqueEmail() });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: 'Unauthenticated.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const { client } = await loggedIn();
    const wrongType = await client.graphql(CHANGE_EMAIL, { newEmail: 42 });
    expect(wrongType.status).toBe(400);
  });

  it('re-checks the address when the link is used', async () => {
    const { client, user } = await loggedIn();
    const newEmail = uniqueEmail('race');
    const apiPath = await requestChange(client, newEmail);
    await createUser(app, { email: newEmail });
    const response = await post(new TestClient(app), apiPath);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The new email has already been taken.',
      errors: { newEmail: ['The new email has already been taken.'] },
      reasons: { newEmail: ['account.newEmailTaken'] },
    });
    expect((await users().findOneByOrFail({ id: user.id })).email).toBe(user.email);
  });
});

describe('POST /api/confirm-email-change/:user/:newEmail signature', () => {
  let user: User;
  let apiPath: string;
  beforeAll(async () => {
    const account = await loggedIn();
    user = account.user;
    apiPath = await requestChange(account.client, uniqueEmail('sig'));
  });

  const refused = async (path: string) => {
    const response = await post(new TestClient(app), path);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Invalid signature.', reason: 'common.invalidSignature' });
    expect((await users().findOneByOrFail({ id: user.id })).email).toBe(user.email);
  };

  it('refuses another user id', () => refused(apiPath.replace(`/${user.id}/`, `/${Number(user.id) + 1}/`)));
  it('refuses another e-mail', () => refused(apiPath.replace('sig.', 'evil.')));
  it('refuses an extra parameter', () => refused(`${apiPath}&admin=1`));
  it('refuses an altered expiry', () =>
    refused(apiPath.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 1}`)));
  it('refuses a missing signature', () => refused(apiPath.replace(/&signature=.*$/, '')));
  it('refuses an expired link', () => {
    const expired = signUrl(
      app.get(AppConfig).appKey,
      `${APP_URL}/api/confirm-email-change/${user.id}/${encodeURIComponent(uniqueEmail())}`,
      new Date(Date.now() - 1000),
    );
    return refused(expired.slice(APP_URL.length));
  });

  it('still needs the CSRF header like every POST', async () => {
    const response = await new TestClient(app).agent.post(apiPath).set('Accept', 'application/json');
    expect(response.status).toBe(419);
  });
});
