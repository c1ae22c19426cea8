import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { generate } from 'otplib';
import { DataSource } from 'typeorm';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { TestClient } from '../helpers/client.js';
import { uniqueEmail } from '../helpers/factories.js';
import { linkIn } from '../helpers/registration.js';
import { waitForMail } from '../helpers/sandbox.js';
import { login, ME, post, postLogin, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { webOperation } from '../helpers/web-operations.js';
import { startTestWorker } from '../helpers/worker.js';

// /admin/account offers an admin the doctor's account actions (change_email, change_password,
// delete_account, two_factor): an admin has no practice and no doctor record, and each still works.
const APP_URL = 'http://portal.test';
const ADMIN = { permissions: [Permission.ManageMedicalCenters] };

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

it('changes the password', async () => {
  const { client, email, password } = await signedIn(app, ADMIN);
  const next = 'Admin!Neu2026pw';
  expect(
    await client.query(webOperation('useChangePasswordMutation'), {
      currentPassword: password,
      newPassword: next,
      newPasswordRepeat: next,
    }),
  ).toEqual({ changePassword: true });
  expect((await postLogin(new TestClient(app), email, password)).status).toBe(422);
  expect((await postLogin(new TestClient(app), email, next)).status).toBe(200);
});

it('changes the e-mail through the mailed link', async () => {
  const { client, user, password } = await signedIn(app, ADMIN);
  const newEmail = uniqueEmail('admin');
  expect(await client.query(webOperation('useChangeEmailMutation'), { newEmail })).toEqual({
    changeEmail: true,
  });
  const mail = await waitForMail(newEmail, (m) => m.subject === 'Neue E-Mail-Adresse bestätigen');
  const link = linkIn(mail, `${APP_URL}/confirm-email-change/`);
  expect((await post(new TestClient(app), `/api${link.pathname}${link.search}`)).status).toBe(200);
  expect((await users().findOneByOrFail({ id: user.id })).email).toBe(newEmail);
  const again = new TestClient(app);
  await login(again, newEmail, password);
  expect((await again.query<{ me: { getAllPermissions: string[] } }>(ME)).me.getAllPermissions).toEqual([
    Permission.ManageMedicalCenters,
  ]);
});

it('sets up app two-factor and logs in with it', async () => {
  const { client, email, password } = await signedIn(app, ADMIN);
  await post(client, '/user/confirm-password', { password });
  expect((await post(client, '/user/two-factor-authentication')).status).toBe(200);
  const { url } = (await client.agent.get('/user/two-factor-qr-code').expect(200)).body as { url: string };
  const secret = new URL(url).searchParams.get('secret')!;
  const confirmed = await post(client, '/user/confirmed-two-factor-authentication', {
    code: await generate({ secret }),
  });
  expect(confirmed.status).toBe(200);
  expect((await client.agent.get('/user/two-factor-recovery-codes').expect(200)).body).toHaveLength(8);

  const next = new TestClient(app);
  expect((await postLogin(next, email, password)).body).toEqual({ two_factor: true });
});

it('deletes the own account after a password confirmation', async () => {
  const { client, email, password, user } = await signedIn(app, ADMIN);
  const deleteMe = webOperation('useDeleteMeMutation');
  expect((await client.graphql(deleteMe)).errors?.[0]?.message).toBe('Password confirmation required.');
  await post(client, '/user/confirm-password', { password });
  expect(await client.query(deleteMe)).toEqual({ deleteMe: true });
  expect((await postLogin(new TestClient(app), email, password)).status).toBe(422);
  const row = await users().findOne({ where: { id: user.id }, withDeleted: true });
  expect(row?.deleted_at).not.toBeNull();
});
