import type { INestApplication } from '@nestjs/common';
import { generate } from 'otplib';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { inboxOf, waitForMail } from '../helpers/sandbox.js';
import { del, login, ME, post, postLogin } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';
import type { INestApplicationContext } from '@nestjs/common';

// Mails (e-mail codes) are sent by the worker, as in production.
let worker: INestApplicationContext;
beforeAll(async () => {
  worker = await startTestWorker();
});
afterAll(() => worker.close());

const INVALID = 'The provided two factor authentication code was invalid.';

async function startTwoFactorLogin(
  app: INestApplication,
  email: string,
  password: string,
): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await postLogin(client, email, password);
  expect(response.body).toEqual({ two_factor: true });
  await client.csrf();
  return client;
}

describe('two-factor login', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ OTP_EMAIL_ENABLED: 'true' });
  });
  afterAll(() => closeApp(app));

  it('keeps a pending login out of me until the code is given', async () => {
    const { email, password, totpSecret, user } = await createUser(app, { twoFactor: 'app' });
    const client = await startTwoFactorLogin(app, email, password);
    expect((await client.graphql(ME)).errors?.[0]?.message).toBe('Unauthenticated.');

    const challenge = await post(client, '/two-factor-challenge', {
      code: await generate({ secret: totpSecret! }),
    });
    expect(challenge.status).toBe(204);
    await client.csrf();
    expect((await client.query<{ me: { id: string } }>(ME)).me.id).toBe(user.id);
  });

  it('refuses a code that was already used (replay)', async () => {
    const { email, password, totpSecret } = await createUser(app, { twoFactor: 'app' });
    const code = await generate({ secret: totpSecret! });
    const first = await startTwoFactorLogin(app, email, password);
    expect((await post(first, '/two-factor-challenge', { code })).status).toBe(204);
    const second = await startTwoFactorLogin(app, email, password);
    const replay = await post(second, '/two-factor-challenge', { code });
    expect(replay.status).toBe(422);
    expect(replay.body).toEqual({
      message: INVALID,
      errors: { code: [INVALID] },
      reasons: { code: ['twoFactor.invalidCode'] },
    });
  });

  it('accepts a recovery code once and replaces it', async () => {
    const { email, password, recoveryCodes, user } = await createUser(app, { twoFactor: 'app' });
    const used = recoveryCodes[3];
    const client = await startTwoFactorLogin(app, email, password);
    expect((await post(client, '/two-factor-challenge', { recovery_code: used })).status).toBe(204);

    const again = await startTwoFactorLogin(app, email, password);
    const reused = await post(again, '/two-factor-challenge', { recovery_code: used });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ recovery_code: [INVALID] });

    await post(client, '/user/confirm-password', { password });
    const codes = (await client.agent.get('/user/two-factor-recovery-codes')).body as string[];
    expect(codes).toHaveLength(8);
    expect(codes).not.toContain(used);
    expect(codes.filter((c) => recoveryCodes.includes(c))).toHaveLength(7);
    const audit = await app.get(DataSource).getRepository(AuditLog).findBy({ user_id: user.id });
    expect(audit.map((a) => a.event)).toContain('two_factor.recovery_code_used');
    expect(JSON.stringify(audit)).not.toContain(used);
  });

  it('limits a pending login to 5 wrong codes per minute', async () => {
    const { email, password, totpSecret } = await createUser(app, { twoFactor: 'app' });
    const client = await startTwoFactorLogin(app, email, password);
    for (let i = 0; i < 5; i += 1)
      expect((await post(client, '/two-factor-challenge', { code: '000000' })).status).toBe(422);
    const locked = await post(client, '/two-factor-challenge', {
      code: await generate({ secret: totpSecret! }),
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Too Many Attempts.', reason: 'common.tooManyAttempts' });
  });

  it('keeps the code limit across a fresh password login (keyed on the user, not the session)', async () => {
    const { email, password, totpSecret } = await createUser(app, { twoFactor: 'app' });
    const client = await startTwoFactorLogin(app, email, password);
    for (let i = 0; i < 5; i += 1)
      expect((await post(client, '/two-factor-challenge', { code: '000000' })).status).toBe(422);
    const fresh = await startTwoFactorLogin(app, email, password);
    const locked = await post(fresh, '/two-factor-challenge', {
      code: await generate({ secret: totpSecret! }),
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Too Many Attempts.', reason: 'common.tooManyAttempts' });
  });

  it('counts parallel code guesses before checking them, so no more than 5 get through', async () => {
    const { email, password } = await createUser(app, { twoFactor: 'app' });
    const clients: TestClient[] = [];
    for (let i = 0; i < 10; i += 1) clients.push(await startTwoFactorLogin(app, email, password));
    const answers = await Promise.all(
      clients.map((c) => post(c, '/two-factor-challenge', { code: '000000' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([422, 422, 422, 422, 422, 429, 429, 429, 429, 429]);
  });

  it('refuses the challenge without a pending login', async () => {
    const response = await post(new TestClient(app), '/two-factor-challenge', { code: '123456' });
    expect(response.status).toBe(422);
  });

  it('logs in with a code sent by e-mail', async () => {
    const { email, password } = await createUser(app, { twoFactor: 'email' });
    const client = await startTwoFactorLogin(app, email, password);
    const sent = await client.graphql<{ sendOtpEmail: boolean }>('mutation { sendOtpEmail }');
    expect(sent.data).toEqual({ sendOtpEmail: true });
    const mail = await waitForMail(email, (m) => m.subject === 'Ihr Anmeldecode');
    const code = /Ihr Code lautet: (\d{6})/.exec(mail.text)![1];
    expect((await post(client, '/two-factor-challenge', { code })).status).toBe(204);
    // A code works once.
    const other = await startTwoFactorLogin(app, email, password);
    expect((await post(other, '/two-factor-challenge', { code })).status).toBe(422);
  });

  it('sends the code once when the code screen opens (per pending login); resend sends a new one', async () => {
    const { email, password } = await createUser(app, { twoFactor: 'email' });
    const client = await startTwoFactorLogin(app, email, password);
    const ARRIVAL = 'mutation { sendOtpEmail(onArrival: true) }';
    const codeOf = (text: string) => /Ihr Code lautet: (\d{6})/.exec(text)![1];
    expect((await client.graphql(ARRIVAL)).data).toEqual({ sendOtpEmail: true });
    const first = codeOf((await waitForMail(email, (m) => m.subject === 'Ihr Anmeldecode')).text);
    // The screen opened again (reload, StrictMode, a second tab): no second mail.
    expect((await client.graphql(ARRIVAL)).data).toEqual({ sendOtpEmail: false });
    const twice = await Promise.all([client.graphql(ARRIVAL), client.graphql(ARRIVAL)]);
    expect(twice.map((r) => r.data)).toEqual([{ sendOtpEmail: false }, { sendOtpEmail: false }]);

    expect((await client.graphql('mutation { sendOtpEmail }')).data).toEqual({ sendOtpEmail: true });
    const newest = codeOf(
      (await waitForMail(email, (m) => m.subject === 'Ihr Anmeldecode' && codeOf(m.text) !== first)).text,
    );
    expect((await inboxOf(email)).filter((m) => m.subject === 'Ihr Anmeldecode')).toHaveLength(2);

    // A new password login is a new visit: its screen sends again.
    const again = await startTwoFactorLogin(app, email, password);
    expect((await again.graphql(ARRIVAL)).data).toEqual({ sendOtpEmail: true });
    await waitForMail(
      email,
      (m) => m.subject === 'Ihr Anmeldecode' && ![first, newest].includes(codeOf(m.text)),
    );
  });

  it('limits sends (arrival and resend together) to 5 per 10 minutes per user', async () => {
    const { email, password } = await createUser(app, { twoFactor: 'email' });
    const client = await startTwoFactorLogin(app, email, password);
    expect((await client.graphql('mutation { sendOtpEmail(onArrival: true) }')).data).toEqual({
      sendOtpEmail: true,
    });
    for (let i = 0; i < 4; i++)
      expect((await client.graphql('mutation { sendOtpEmail }')).data).toEqual({ sendOtpEmail: true });
    // A fresh password login does not reset the limit.
    const fresh = await startTwoFactorLogin(app, email, password);
    const refused = await fresh.graphql('mutation { sendOtpEmail(onArrival: true) }');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('common.tooManyAttempts');
    const resend = await fresh.graphql('mutation { sendOtpEmail }');
    expect(resend.errors?.[0]?.extensions?.reason).toBe('common.tooManyAttempts');
    await waitForMail(email, () => false, 1500).catch(() => undefined);
    expect((await inboxOf(email)).filter((m) => m.subject === 'Ihr Anmeldecode')).toHaveLength(5);
  });

  it('sends nothing on arrival to a user who signs in with an app (and refuses a resend)', async () => {
    const { email, password } = await createUser(app, { twoFactor: 'app' });
    const client = await startTwoFactorLogin(app, email, password);
    const arrival = await client.graphql('mutation { sendOtpEmail(onArrival: true) }');
    expect(arrival).toMatchObject({ data: { sendOtpEmail: false } });
    expect(arrival.errors).toBeUndefined();
    const resend = await client.graphql('mutation { sendOtpEmail }');
    expect(resend.errors?.[0]?.extensions?.reason).toBe('twoFactor.otpEmailDisabledForAccount');
    expect(await inboxOf(email)).toHaveLength(0);
  });

  it('refuses a send without a pending login or signed-in user', async () => {
    const anonymous = new TestClient(app);
    await anonymous.csrf();
    const result = await anonymous.graphql('mutation { sendOtpEmail(onArrival: true) }');
    expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
  });

  it('replaces the e-mail code when it is sent again: only the newest one logs in', async () => {
    const { email, password } = await createUser(app, { twoFactor: 'email' });
    const client = await startTwoFactorLogin(app, email, password);
    const codeOf = (text: string) => /Ihr Code lautet: (\d{6})/.exec(text)![1];
    await client.query('mutation { sendOtpEmail }');
    const first = codeOf((await waitForMail(email, (m) => m.subject === 'Ihr Anmeldecode')).text);
    await client.query('mutation { sendOtpEmail }');
    const newest = codeOf(
      (await waitForMail(email, (m) => m.subject === 'Ihr Anmeldecode' && codeOf(m.text) !== first)).text,
    );
    expect((await post(client, '/two-factor-challenge', { code: first })).status).toBe(422);
    expect((await post(client, '/two-factor-challenge', { code: newest })).status).toBe(204);
  });
});

describe('two-factor set-up', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ OTP_EMAIL_ENABLED: 'true' });
  });
  afterAll(() => closeApp(app));

  it('needs a recent password confirmation to enable, disable or show codes', async () => {
    const { email, password } = await createUser(app);
    const client = new TestClient(app);
    await login(client, email, password);
    for (const response of [
      await post(client, '/user/two-factor-authentication'),
      await del(client, '/user/two-factor-authentication'),
      await client.agent.get('/user/two-factor-recovery-codes'),
      await client.agent.get('/user/two-factor-qr-code'),
    ]) {
      expect(response.status).toBe(423);
      expect(response.body).toEqual({
        message: 'Password confirmation required.',
        reason: 'sessions.passwordConfirmationRequired',
      });
    }
    const wrong = await post(client, '/user/confirm-password', { password: 'Wrong!2026pass' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('The provided password was incorrect.');
    expect((await client.agent.get('/user/confirmed-password-status')).body).toEqual({ confirmed: false });
    expect((await post(client, '/user/confirm-password', { password })).status).toBe(201);
    expect((await client.agent.get('/user/confirmed-password-status')).body).toEqual({ confirmed: true });
  });

  it('limits password confirmations to 5 a minute per user, even for the right password', async () => {
    const { email, password } = await createUser(app);
    const client = new TestClient(app);
    await login(client, email, password);
    for (let i = 0; i < 5; i += 1)
      expect((await post(client, '/user/confirm-password', { password: 'Wrong!2026pass' })).status).toBe(422);
    const locked = await post(client, '/user/confirm-password', { password });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Too Many Attempts.', reason: 'common.tooManyAttempts' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await client.agent.get('/user/confirmed-password-status')).body).toEqual({ confirmed: false });
    // The budget belongs to the user, not to the session.
    const other = new TestClient(app);
    await login(other, email, password);
    expect((await post(other, '/user/confirm-password', { password })).status).toBe(429);
  });

  it('resets the password-confirmation counter after a success', async () => {
    const { email, password } = await createUser(app);
    const client = new TestClient(app);
    await login(client, email, password);
    for (let i = 0; i < 4; i += 1)
      await post(client, '/user/confirm-password', { password: 'Wrong!2026pass' });
    expect((await post(client, '/user/confirm-password', { password })).status).toBe(201);
    for (let i = 0; i < 4; i += 1)
      expect((await post(client, '/user/confirm-password', { password: 'Wrong!2026pass' })).status).toBe(422);
    expect((await post(client, '/user/confirm-password', { password })).status).toBe(201);
  });

  it('sets up app 2FA in the spec order: disable e-mail codes, enable, QR, confirm, recovery codes', async () => {
    const { email, password, user } = await createUser(app);
    const client = new TestClient(app);
    await login(client, email, password);
    await post(client, '/user/confirm-password', { password });
    expect(
      (await client.graphql('mutation { enableOtpEmail(enabled: false) { has_enabled_otp_email } }')).data,
    ).toEqual({
      enableOtpEmail: { has_enabled_otp_email: false },
    });
    expect((await post(client, '/user/two-factor-authentication')).status).toBe(200);
    const qr = (await client.agent.get('/user/two-factor-qr-code').expect(200)).body as {
      svg: string;
      url: string;
    };
    expect(qr.svg).toContain('<svg');
    expect(qr.url).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+/);
    const secret = new URL(qr.url).searchParams.get('secret')!;

    const bad = await post(client, '/user/confirmed-two-factor-authentication', { code: '000000' });
    expect(bad.status).toBe(422);
    expect(
      (await post(client, '/user/confirmed-two-factor-authentication', { code: await generate({ secret }) }))
        .status,
    ).toBe(200);
    const { me } = await client.query<{ me: { two_factor_confirmed_at: string | null } }>(ME);
    expect(me.two_factor_confirmed_at).not.toBeNull();

    const codes = (await client.agent.get('/user/two-factor-recovery-codes').expect(200)).body as string[];
    expect(codes).toHaveLength(8);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/);
    const fresh = (await post(client, '/user/two-factor-recovery-codes')).body as string[];
    expect(fresh).toHaveLength(8);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);

    // Now the login asks for the second factor.
    expect((await postLogin(new TestClient(app), email, password)).body).toEqual({ two_factor: true });

    expect((await del(client, '/user/two-factor-authentication')).status).toBe(200);
    expect((await postLogin(new TestClient(app), email, password)).body).toEqual({ two_factor: false });

    const audit = await app.get(DataSource).getRepository(AuditLog).findBy({ user_id: user.id });
    const events = audit.map((a) => a.event);
    expect(events).toEqual(
      expect.arrayContaining([
        'two_factor.enabled',
        'two_factor.confirmed',
        'two_factor.recovery_codes_regenerated',
        'two_factor.disabled',
      ]),
    );
    const stored = JSON.stringify(audit);
    for (const secretValue of [secret, ...codes, ...fresh, password])
      expect(stored).not.toContain(secretValue);
  });

  it('sets up e-mail 2FA: enable e-mail codes, enable, send code, confirm with the mailed code', async () => {
    const { email, password } = await createUser(app);
    const client = new TestClient(app);
    await login(client, email, password);
    const refused = await client.graphql('mutation { enableOtpEmail(enabled: true) { id } }');
    expect(refused.errors?.[0]?.message).toBe('Password confirmation required.');
    await post(client, '/user/confirm-password', { password });
    await client.query('mutation { enableOtpEmail(enabled: true) { has_enabled_otp_email } }');
    await post(client, '/user/two-factor-authentication');
    await client.query('mutation { sendOtpEmail }');
    const mail = await waitForMail(email, (m) => m.subject === 'Ihr Anmeldecode');
    const code = /(\d{6})/.exec(mail.text)![1];
    expect((await post(client, '/user/confirmed-two-factor-authentication', { code })).status).toBe(200);
    const { me } = await client.query<{
      me: { has_enabled_otp_email: boolean; two_factor_confirmed_at: string | null };
    }>(ME);
    expect(me).toMatchObject({ has_enabled_otp_email: true });
    expect(me.two_factor_confirmed_at).not.toBeNull();
  });

  it('lets a user skip the set-up while skips are left', async () => {
    const { email, password } = await createUser(app);
    const client = new TestClient(app);
    await login(client, email, password);
    for (const left of [2, 1, 0]) {
      const { skipTwoFactor } = await client.query<{ skipTwoFactor: { twoFactorSkipsLeft: number } }>(
        'mutation { skipTwoFactor { twoFactorSkipsLeft } }',
      );
      expect(skipTwoFactor.twoFactorSkipsLeft).toBe(left);
    }
    expect(
      (await client.graphql('mutation { skipTwoFactor { twoFactorSkipsLeft } }')).errors?.[0]?.message,
    ).toBe('No two-factor skips left.');
  });

  it('reports the settings flags', async () => {
    const data = await new TestClient(app).query<{ otpEmailEnabled: boolean; enforceTwoFactor: boolean }>(
      '{ otpEmailEnabled enforceTwoFactor }',
    );
    expect(data).toEqual({ otpEmailEnabled: true, enforceTwoFactor: false });
  });
});

describe('e-mail codes switched off', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ OTP_EMAIL_ENABLED: 'false', ENFORCE_TWO_FACTOR: 'true' });
  });
  afterAll(() => closeApp(app));

  it('lets a user who must set up 2FA (no skips left) only reach the set-up', async () => {
    const { email, password } = await createUser(app);
    const client = new TestClient(app);
    await login(client, email, password);
    for (let i = 0; i < 3; i += 1) await client.query('mutation { skipTwoFactor { twoFactorSkipsLeft } }');
    const write = await client.graphql(
      'mutation ($input: UpsertUserInput!) { upsertUser(input: $input) { id } }',
      {
        input: { first_name: 'A', last_name: 'B', salutation: 'male' },
      },
    );
    expect(write.errors?.[0]?.message).toBe('Two-factor authentication is required.');
    expect((await client.query<{ me: { twoFactorSkipsLeft: number } }>(ME)).me.twoFactorSkipsLeft).toBe(0);
    expect((await post(client, '/user/confirm-password', { password })).status).toBe(201);
    expect((await post(client, '/user/two-factor-authentication')).status).toBe(200);
    const qr = (await client.agent.get('/user/two-factor-qr-code').expect(200)).body as { url: string };
    const code = await generate({ secret: new URL(qr.url).searchParams.get('secret')! });
    expect((await post(client, '/user/confirmed-two-factor-authentication', { code })).status).toBe(200);
    const after = await client.graphql(
      'mutation ($input: UpsertUserInput!) { upsertUser(input: $input) { id } }',
      {
        input: { first_name: 'A', last_name: 'B', salutation: 'male' },
      },
    );
    expect(after.errors).toBeUndefined();
  });

  it('refuses to enable e-mail codes and reports enforcement', async () => {
    const { email, password } = await createUser(app);
    const client = new TestClient(app);
    await login(client, email, password);
    await post(client, '/user/confirm-password', { password });
    const result = await client.graphql('mutation { enableOtpEmail(enabled: true) { id } }');
    expect(result.errors?.[0]?.message).toBe('One-time codes by e-mail are not enabled.');
    expect(await client.query('{ otpEmailEnabled enforceTwoFactor }')).toEqual({
      otpEmailEnabled: false,
      enforceTwoFactor: true,
    });
  });
});
