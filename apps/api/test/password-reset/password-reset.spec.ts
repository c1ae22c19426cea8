import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditEvent } from '../../src/modules/audit/audit.service.js';
import { PasswordResetToken } from '../../src/modules/password-reset/password-reset-token.entity.js';
import { SentMail } from '../../src/modules/mail/sent-mail.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser, uniqueEmail } from '../helpers/factories.js';
import { auditRowsOf, linkIn } from '../helpers/registration.js';
import { waitForMail } from '../helpers/sandbox.js';
import { login, ME, postLogin } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';
import { webOperation } from '../helpers/web-operations.js';

// What the forgot-password page sends.
const REQUEST = webOperation('useRequestPasswordResetMutation');
const RESET = `mutation ($token: String!, $password: String!, $confirmation: String, $email: String) {
  resetPassword(token: $token, password: $password, password_confirmation: $confirmation, email: $email)
}`;
const NEW_PASSWORD = 'Neues!2026pw';
const TOKEN_INVALID = 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.';

let app: INestApplication;
let worker: INestApplicationContext;

beforeAll(async () => {
  app = await createTestApp({ APP_URL: 'http://portal.test' });
  worker = await startTestWorker({ APP_URL: 'http://portal.test' });
});
afterAll(async () => {
  await worker?.close();
  await closeApp(app);
});

const tokens = () => app.get(DataSource).getRepository(PasswordResetToken);

async function requestReset(email: string) {
  const result = await new TestClient(app).graphql(REQUEST, { email });
  return result;
}

async function mailedToken(email: string): Promise<string> {
  const mail = await waitForMail(email, (m) => m.subject === 'Passwort zurücksetzen');
  const link = linkIn(mail, 'http://portal.test/change-password?');
  expect(link.searchParams.get('email')).toBe(email);
  return link.searchParams.get('token')!;
}

describe('requestPasswordReset and resetPassword', () => {
  it('mails a link; the new password works, the old one no longer does, other sessions end', async () => {
    const account = await createUser(app);
    const otherSession = new TestClient(app);
    await login(otherSession, account.email, account.password);

    expect((await requestReset(account.email.toUpperCase())).data).toEqual({ requestPasswordReset: true });
    const token = await mailedToken(account.email);
    const stored = await tokens().findOneByOrFail({ user_id: account.user.id });
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);

    const result = await new TestClient(app).graphql(RESET, {
      token,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
      email: account.email,
    });
    expect(result).toMatchObject({ data: { resetPassword: true } });
    expect(await tokens().existsBy({ user_id: account.user.id })).toBe(false);

    expect((await postLogin(new TestClient(app), account.email, account.password)).status).toBe(422);
    const fresh = new TestClient(app);
    await login(fresh, account.email, NEW_PASSWORD);
    expect((await fresh.graphql(ME)).errors?.[0]?.message).toBeUndefined();
    // Its session row is gone, so even its CSRF token no longer matches.
    expect((await otherSession.graphql(ME)).status).toBe(419);

    // The link works once.
    const reused = await new TestClient(app).graphql(RESET, { token, password: 'Drittes!2026pw' });
    expect(reused.errors?.[0]?.extensions?.validation).toEqual({ token: [TOKEN_INVALID] });

    const audit = await auditRowsOf(app, account.user.id);
    expect(audit.map((row) => row.event)).toContain(AuditEvent.PasswordReset);
    const details = JSON.stringify(audit);
    for (const secret of [token, NEW_PASSWORD, stored.token_hash]) expect(details).not.toContain(secret);
  });

  it('answers PASSWORD_ALREADY_SENT to a second request within 60 seconds, for unknown addresses too', async () => {
    const account = await createUser(app);
    await requestReset(account.email);
    const second = await requestReset(account.email);
    expect(second.errors?.[0]).toMatchObject({
      message: 'PASSWORD_ALREADY_SENT',
      extensions: { code: 'TOO_MANY_ATTEMPTS' },
    });
    const unknown = uniqueEmail('nobody');
    await requestReset(unknown);
    const unknownSecond = await requestReset(unknown);
    expect(unknownSecond.errors?.[0]?.message).toBe('PASSWORD_ALREADY_SENT');
    expect(await app.get(DataSource).getRepository(SentMail).countBy({ recipient: account.email })).toBe(1);
  });

  it('answers an unknown, an inactive and a known address alike and mails only the active account', async () => {
    const active = await createUser(app);
    const inactive = await createUser(app, { active: false });
    const unknown = uniqueEmail('nobody');
    const answers = await Promise.all(
      [active.email, inactive.email, unknown].map((email) => requestReset(email)),
    );
    for (const answer of answers)
      expect(answer).toEqual({ status: 200, data: { requestPasswordReset: true } });
    await mailedToken(active.email);
    const mails = app.get(DataSource).getRepository(SentMail);
    expect(await mails.countBy({ recipient: inactive.email })).toBe(0);
    expect(await mails.countBy({ recipient: unknown })).toBe(0);
    expect(await tokens().existsBy({ user_id: inactive.user.id })).toBe(false);
  });

  it('writes the mail in the language of the account', async () => {
    const english = await createUser(app);
    await app.get(DataSource).getRepository(User).update(english.user.id, { locale: 'en' });
    await requestReset(english.email);
    const mail = await waitForMail(english.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Dear Erika Muster,');
    expect(mail.text).toContain('The link is valid for 60 minutes.');
    expect(mail.text).toContain('This e-mail was sent automatically by the Vitalis Portal.');
  });

  it.each([
    ['', 'Das ist ein Pflichtfeld'],
    ['not-an-email', 'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.'],
    [`${'x'.repeat(10_000)}@example.com`, 'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.'],
  ])('validates the e-mail %#', async (email, message) => {
    const result = await requestReset(email);
    expect(result.errors?.[0]?.message).toBe('Validation failed for the field [requestPasswordReset].');
    expect((result.errors?.[0]?.extensions?.validation as Record<string, string[]>).email).toContain(message);
  });

  describe('resetPassword validation (the password stays)', () => {
    let account: Awaited<ReturnType<typeof createUser>>;
    let token: string;
    beforeAll(async () => {
      account = await createUser(app);
      await requestReset(account.email);
      token = await mailedToken(account.email);
    });
    afterAll(async () => {
      expect((await postLogin(new TestClient(app), account.email, account.password)).status).toBe(200);
    });

    it.each([
      ['short password', { password: 'kurz' }, 'password', 'Muss zwischen 8 und 64 Zeichen lang sein.'],
      [
        'no symbol',
        { password: 'Ohnesonderzeichen1' },
        'password',
        'Muss mindestens eines dieser Sonderzeichen enthalten: _-+=!@#%^&*~.,:;',
      ],
      [
        'confirmation differs',
        { password: NEW_PASSWORD, confirmation: 'Anderes!2026pw' },
        'password_confirmation',
        'Die Passwörter stimmen nicht überein! Bitte probieren Sie es nochmal.',
      ],
      ['wrong token', { token: 'wrong-token' }, 'token', TOKEN_INVALID],
      ['huge token', { token: 'x'.repeat(100_000) }, 'token', TOKEN_INVALID],
      ['another e-mail', { email: uniqueEmail() }, 'token', TOKEN_INVALID],
    ])('%s', async (_name, change, path, message) => {
      const result = await new TestClient(app).graphql(RESET, { token, password: NEW_PASSWORD, ...change });
      expect(result.errors?.[0]?.message).toBe('Validation failed for the field [resetPassword].');
      expect((result.errors?.[0]?.extensions?.validation as Record<string, string[]>)[path]).toContain(
        message,
      );
      expect(await tokens().existsBy({ user_id: account.user.id })).toBe(true);
    });

    it('refuses wrong types', async () => {
      const result = await new TestClient(app).graphql(RESET, { token: 123, password: true });
      expect(result.status).toBe(400);
      expect(result.errors?.[0]?.message).toMatch(/String cannot represent a non string value/);
    });
  });

  it('refuses an expired link', async () => {
    const account = await createUser(app);
    await requestReset(account.email);
    const token = await mailedToken(account.email);
    await tokens().update({ user_id: account.user.id }, { created_at: new Date(Date.now() - 61 * 60_000) });
    const result = await new TestClient(app).graphql(RESET, { token, password: NEW_PASSWORD });
    expect(result.errors?.[0]?.extensions?.validation).toEqual({ token: [TOKEN_INVALID] });
    expect((await postLogin(new TestClient(app), account.email, account.password)).status).toBe(200);
  });
});
