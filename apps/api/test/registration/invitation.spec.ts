import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditEvent } from '../../src/modules/audit/audit.service.js';
import { InvitationService } from '../../src/modules/registration/services/invitation.service.js';
import { UserConsent } from '../../src/modules/users/entities/user-consent.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { auditRowsOf, registrationConsentIds } from '../helpers/registration.js';
import { login, post } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const APP_URL = 'http://portal.test';
const PASSWORD = 'Eingeladen!2026';

let app: INestApplication;
let consentIds: string[];
let requiredIds: string[];

beforeAll(async () => {
  app = await createTestApp({ APP_URL });
  consentIds = await registrationConsentIds(app);
  requiredIds = await registrationConsentIds(app, true);
});
afterAll(() => closeApp(app));

const users = () => app.get(DataSource).getRepository(User);

/** A doctor invited by an admin: inactive, no password yet, an open invitation until `expiresAt`. */
async function invitedDoctor(expiresAt = new Date(Date.now() + 3_600_000)) {
  const account = await createUser(app, { active: false });
  await users().update(account.user.id, { password: null, onboardingType: 'INVITATION' as never });
  await app
    .get(DataSource)
    .transaction((manager) => app.get(InvitationService).issue(manager, account.user.id, null, expiresAt));
  return { ...account, path: invitationPath(account.doctor!.id, expiresAt) };
}

/** The API path (with query) the invitation page posts to. */
function invitationPath(doctorId: string, expiresAt = new Date(Date.now() + 3_600_000)): string {
  const link = new URL(app.get(InvitationService).invitationUrl(doctorId, expiresAt));
  expect(link.origin).toBe(APP_URL);
  expect(link.pathname).toBe(`/doctors/${doctorId}/register`);
  return `/api${link.pathname}${link.search}`;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  password: PASSWORD,
  password_confirmation: PASSWORD,
  consentIds,
  ...overrides,
});

describe('POST /api/doctors/:doctorId/register', () => {
  it('sets the password, activates, stores the consents; the doctor can log in; the link works once', async () => {
    const { user, email, path } = await invitedDoctor();
    const response = await post(new TestClient(app), path, body({ consentIds: consentIds.map(Number) }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Ihr Konto wurde erfolgreich aktiviert' });

    const stored = await users().findOneByOrFail({ id: user.id });
    expect(stored).toMatchObject({ is_active: true, onboardingType: 'INVITATION' });
    expect(stored.activated_at).toBeInstanceOf(Date);
    const consents = await app.get(DataSource).getRepository(UserConsent).findBy({ user_id: user.id });
    expect(consents.map((c) => c.consent_id).sort()).toEqual([...consentIds].sort());
    await login(new TestClient(app), email, PASSWORD);

    const again = await post(
      new TestClient(app),
      path,
      body({ password: 'Anderes!2026pw', password_confirmation: undefined }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'Account already activated',
      reason: 'registration.alreadyActivated',
    });

    const audit = await auditRowsOf(app, user.id);
    expect(audit.map((row) => row.event)).toContain(AuditEvent.InvitationAccepted);
    const details = JSON.stringify(audit);
    expect(details).not.toContain(PASSWORD);
    expect(details).not.toContain(new URL(`${APP_URL}${path}`).searchParams.get('signature'));
  });

  it('accepts only the required consents', async () => {
    const { user, path } = await invitedDoctor();
    const response = await post(new TestClient(app), path, body({ consentIds: requiredIds }));
    expect(response.status).toBe(200);
    expect((await users().findOneByOrFail({ id: user.id })).is_active).toBe(true);
  });

  it('refuses an active doctor', async () => {
    const { doctor } = await createUser(app);
    const response = await post(new TestClient(app), invitationPath(doctor!.id), body());
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'Account already activated',
      reason: 'registration.alreadyActivated',
    });
  });

  it('answers 404 for an unknown doctor with a valid signature', async () => {
    const response = await post(new TestClient(app), invitationPath('999999999'), body());
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Doctor not found.', reason: 'common.notFound' });
  });

  it.each([
    [
      'short password',
      { password: 'Ab1!', password_confirmation: 'Ab1!' },
      'password',
      'Muss zwischen 8 und 64 Zeichen lang sein.',
    ],
    ['no password', { password: undefined }, 'password', 'Das ist ein Pflichtfeld'],
    ['password as a number', { password: 12345678 }, 'password', 'Das ist ein Pflichtfeld'],
    [
      'huge password',
      { password: `Aa1!${'x'.repeat(100_000)}` },
      'password',
      'Muss zwischen 8 und 64 Zeichen lang sein.',
    ],
    [
      'confirmation differs',
      { password_confirmation: 'Anders!2026pw' },
      'password_confirmation',
      'Passwörter stimmen nicht überein.',
    ],
    [
      'required consent missing',
      () => ({ consentIds: consentIds.slice(1) }),
      'consentIds',
      'Dies ist erforderlich',
    ],
    ['no consents', { consentIds: undefined }, 'consentIds', 'Dies ist erforderlich'],
    [
      'unknown consent',
      () => ({ consentIds: [...consentIds, '999999999'] }),
      'consentIds',
      'Unbekannte Einwilligung.',
    ],
    [
      'consent id that is not a number',
      () => ({ consentIds: [...consentIds, 'x'] }),
      'consentIds',
      'Unbekannte Einwilligung.',
    ],
  ])('refuses %s and changes nothing', async (_name, overrides, field, message) => {
    const { user, path } = await invitedDoctor();
    const change = typeof overrides === 'function' ? overrides() : overrides;
    const response = await post(new TestClient(app), path, body(change));
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toContain(message);
    const stored = await users().findOneByOrFail({ id: user.id });
    expect(stored.is_active).toBe(false);
    expect(await app.get(DataSource).getRepository(UserConsent).countBy({ user_id: user.id })).toBe(0);
  });

  describe('signature', () => {
    let doctorId: string;
    let path: string;
    beforeAll(async () => {
      const invited = await invitedDoctor();
      doctorId = invited.doctor!.id;
      path = invited.path;
    });

    const refused = async (target: string) => {
      const response = await post(new TestClient(app), target, body());
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Invalid signature.', reason: 'common.invalidSignature' });
    };

    it('refuses another doctor id', () =>
      refused(path.replace(`/doctors/${doctorId}/`, `/doctors/${Number(doctorId) + 1}/`)));
    it('refuses an extra parameter', () => refused(`${path}&x=1`));
    it('refuses a changed expiry', () => refused(path.replace(/expires=\d+/, 'expires=9999999999')));
    it('refuses a missing signature', () => refused(path.split('&signature=')[0]));
    it('says an expired link has expired, before looking at the body', async () => {
      const { path: expired } = await invitedDoctor(new Date(Date.now() - 1000));
      const response = await post(new TestClient(app), expired, { password: 'x' });
      expect(response.status).toBe(410);
      expect(response.body).toEqual({
        message:
          'Diese Einladung ist abgelaufen. Bitte wenden Sie sich an unser Team, damit wir Ihnen eine neue Einladung senden.',
        reason: 'registration.invitationExpired',
      });
    });
  });
});
