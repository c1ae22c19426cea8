import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MedicalCenter } from '../../src/modules/medical-centers/entities/medical-center.entity.js';
import { DoctorInvitation } from '../../src/modules/registration/entities/doctor-invitation.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser, uniqueEmail } from '../helpers/factories.js';
import { linkIn, registrationConsentIds } from '../helpers/registration.js';
import { waitForMail } from '../helpers/sandbox.js';
import { login, post, postLogin, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';
import {
  ADMIN,
  auditEvents,
  DELETE_INVITATION,
  expectRefused,
  INVITE,
  invitationInput,
  RESEND,
  type TherapistRow,
} from './therapists-fixtures.js';

const APP_URL = 'http://portal.test';
const PASSWORD = 'Eingeladen!2026';
const SUBJECT = 'Ihre Einladung in das Vitalis Portal';

let app: INestApplication;
let worker: INestApplicationContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let consentIds: string[];

beforeAll(async () => {
  const env = { APP_URL, REDIS_PREFIX: `test-therapists-${process.pid}-${Date.now()}` };
  app = await createTestApp(env);
  worker = await startTestWorker(env);
  admin = await signedIn(app, { permissions: ADMIN });
  consentIds = await registrationConsentIds(app);
});
afterAll(async () => {
  await worker?.close();
  await closeApp(app);
});

const users = () => app.get(DataSource).getRepository(User);
const invitations = () => app.get(DataSource).getRepository(DoctorInvitation);

async function invite(input = invitationInput()) {
  const { registerDoctor } = await admin.client.query<{ registerDoctor: TherapistRow }>(INVITE, { input });
  return { user: registerDoctor, email: input.email };
}

/** The API path (with query) that the register page of the latest of `count` invitation mails posts to. */
async function mailedPath(email: string, count = 1): Promise<string> {
  let mails: { links: string[] }[] = [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    await waitForMail(email, (m) => m.subject === SUBJECT);
    const response = await fetch(`${process.env.SANDBOX_URL}/mail?to=${encodeURIComponent(email)}`);
    mails = ((await response.json()) as { subject: string; links: string[] }[]).filter(
      (m) => m.subject === SUBJECT,
    );
    if (mails.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(mails.length).toBeGreaterThanOrEqual(count);
  const links = mails.map((mail) => linkIn(mail, `${APP_URL}/doctors/`));
  const latest = links.reduce((a, b) =>
    Number(a.searchParams.get('expires')) >= Number(b.searchParams.get('expires')) ? a : b,
  );
  return `/api${latest.pathname}${latest.search}`;
}

const accept = (path: string) =>
  post(new TestClient(app), path, { password: PASSWORD, password_confirmation: PASSWORD, consentIds });

describe('registerDoctor (the invitation)', () => {
  it('creates the inactive doctor with the practice, mails the link; the doctor accepts and logs in', async () => {
    const { user, email } = await invite();
    expect(user).toMatchObject({
      email,
      first_name: 'Jonas',
      last_name: 'Berger',
      name: 'Dr. Jonas Berger',
      is_active: false,
      onboardingType: 'INVITATION_SENT',
      partnershipModel: { name: expect.any(String) },
      medicalCenter: { patientCount: 0, orderCount: 0, contactDetails: { phone_number: '6641234567' } },
    });
    expect(user.doctor.accounting_code).toMatch(/^D-\d+$/);
    const center = await app.get(DataSource).getRepository(MedicalCenter).findOneByOrFail({
      name: 'Praxis Dr. Jonas Berger',
      contact: { email },
    });
    expect(center.billing.iban).toBe('AT611904300234573201');

    const mail = await waitForMail(email, (m) => m.subject === SUBJECT);
    expect(mail.text).toContain('Guten Tag Dr. Jonas Berger');
    expect(mail.text).toMatch(/Der Link ist bis \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} gültig/);
    const path = await mailedPath(email);
    expect(path).toContain(`/api/doctors/${user.doctor.id}/register?expires=`);
    // Not usable before acceptance.
    expect((await postLogin(new TestClient(app), email, PASSWORD)).status).toBe(422);

    expect((await accept(path)).status).toBe(200);
    await login(new TestClient(app), email, PASSWORD);
    const stored = await invitations().findOneByOrFail({ receiver_id: user.id });
    expect(stored.accepted_at).toBeInstanceOf(Date);
    expect(stored.sender_id).toBe(admin.user.id);
    const { users: list } = await admin.client.query<{ users: { data: TherapistRow[] } }>(
      `query ($search: String) { users(search: $search) { data { id is_active onboardingType } } }`,
      { search: email },
    );
    expect(list.data).toEqual([{ id: user.id, is_active: true, onboardingType: 'INVITATION' }]);
    expect((await auditEvents(app, user.doctor.id)).map((row) => row.event)).toEqual([
      'invitation.sent',
      'account.invitation_accepted',
    ]);
  });

  it('refuses an e-mail that is taken, and bad input, with the contract message and nothing created', async () => {
    const taken = await createUser(app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: taken.email }, 'input.email', 'Diese E-Mail-Adresse ist bereits registriert.'],
      [
        { email: 'kein-mail' },
        'input.email',
        'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.',
      ],
      [{ firstName: '   ' }, 'input.firstName', 'Das ist ein Pflichtfeld'],
      [{ lastName: 'x'.repeat(10_000) }, 'input.lastName', 'Darf höchstens 64 Zeichen lang sein.'],
      [{ salutation: 'nobody' }, 'input.salutation', ''],
    ];
    for (const [change, path, message] of cases) {
      const input = { ...invitationInput(), ...change };
      // Counted by this input's address: other suites create users in the same database meanwhile.
      const withAddress = () => users().count({ where: { email: String(input.email) }, withDeleted: true });
      const before = await withAddress();
      const result = await admin.client.graphql(INVITE, { input });
      if (path === 'input.salutation') {
        // An unknown enum value is refused by GraphQL itself, before any resolver.
        expect(result.errors?.[0]?.message).toContain('salutation');
      } else {
        expect(result.errors?.[0]).toMatchObject({
          message: 'Validation failed for the field [registerDoctor].',
          extensions: { validation: { [path]: [message] } },
        });
      }
      expect(await withAddress()).toBe(before);
    }
  });

  it('names the practice field that failed and creates nothing', async () => {
    const input = invitationInput();
    input.medicalCenter.medicalCenterBillingDetails = { account_holder: 'Jonas Berger', iban: '', bic: '' };
    const result = await admin.client.graphql(INVITE, { input });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Validation failed for the field [registerDoctor].',
      extensions: {
        validation: { 'input.medicalCenter.medicalCenterBillingDetails.iban': [expect.any(String)] },
      },
    });
    expect(await users().existsBy({ email: input.email })).toBe(false);
  });

  it('is refused to doctors, formula managers, impersonating admins and anonymous callers', async () => {
    const input = invitationInput();
    await expectRefused(app, INVITE, { input });
    expect(await users().existsBy({ email: input.email })).toBe(false);
  });
});

describe('resendInvitation and deleteInvitation', () => {
  it('resend: a new link and expiry; the older link no longer works, the newer one does', async () => {
    const { user, email } = await invite();
    const first = await mailedPath(email, 1);
    const before = await invitations().findOneByOrFail({ receiver_id: user.id });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { resendInvitation } = await admin.client.query<{ resendInvitation: TherapistRow }>(RESEND, {
      receiverId: user.id,
    });
    expect(resendInvitation.onboardingType).toBe('INVITATION_SENT');
    const after = await invitations().findOneByOrFail({ receiver_id: user.id });
    expect(after.expires_at.getTime()).toBeGreaterThan(before.expires_at.getTime());
    expect(after.times_sent).toBe(2);
    const second = await mailedPath(email, 2);
    expect(second).not.toBe(first);

    const old = await accept(first);
    expect(old.status).toBe(410);
    expect(old.body.reason).toBe('registration.invitationSuperseded');
    expect((await accept(second)).status).toBe(200);

    const again = await admin.client.graphql(RESEND, { receiverId: user.id });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Die Einladung wurde bereits angenommen.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await invitations().findOneByOrFail({ receiver_id: user.id })).toMatchObject({ times_sent: 2 });
  });

  it('delete: the link stops working; deleting twice is refused; resending opens it again', async () => {
    const { user, email } = await invite();
    const path = await mailedPath(email);
    const { deleteInvitation } = await admin.client.query<{ deleteInvitation: TherapistRow }>(
      DELETE_INVITATION,
      { receiverId: user.id },
    );
    expect(deleteInvitation.onboardingType).toBe('INVITATION_DELETED');
    const refused = await accept(path);
    expect(refused.status).toBe(410);
    expect(refused.body).toEqual({
      message:
        'Diese Einladung wurde zurückgezogen. Bitte wenden Sie sich an unser Team, wenn Sie eine neue Einladung benötigen.',
      reason: 'registration.invitationDeleted',
    });
    expect((await users().findOneByOrFail({ id: user.id })).is_active).toBe(false);

    const twice = await admin.client.graphql(DELETE_INVITATION, { receiverId: user.id });
    expect(twice.errors?.[0]?.message).toBe('Die Einladung wurde bereits gelöscht.');

    await admin.client.query(RESEND, { receiverId: user.id });
    expect((await accept(await mailedPath(email, 2))).status).toBe(200);
    const afterAccept = await admin.client.graphql(DELETE_INVITATION, { receiverId: user.id });
    expect(afterAccept.errors?.[0]?.message).toBe('Die Einladung wurde bereits angenommen.');
    expect((await auditEvents(app, user.doctor.id)).map((row) => row.event)).toEqual([
      'invitation.sent',
      'invitation.deleted',
      'invitation.resent',
      'account.invitation_accepted',
    ]);
  });

  it('an expired invitation shows as expired and can be resent', async () => {
    const { user } = await invite();
    await invitations().update({ receiver_id: user.id }, { expires_at: new Date(Date.now() - 1000) });
    const { users: list } = await admin.client.query<{ users: { data: TherapistRow[] } }>(
      `{ users(onboardingType: INVITATION_EXPIRED, first: 100) { data { id onboardingType } } }`,
    );
    expect(list.data).toContainEqual({ id: user.id, onboardingType: 'INVITATION_EXPIRED' });
    const { resendInvitation } = await admin.client.query<{ resendInvitation: TherapistRow }>(RESEND, {
      receiverId: user.id,
    });
    expect(resendInvitation.onboardingType).toBe('INVITATION_SENT');
  });

  it('refuses accounts that were never invited and unknown ids', async () => {
    const registered = await createUser(app, { active: false });
    const result = await admin.client.graphql(RESEND, { receiverId: registered.user.id });
    expect(result.errors?.[0]?.message).toBe('Für dieses Konto gibt es keine Einladung.');
    for (const receiverId of ['999999999', admin.user.id]) {
      const unknown = await admin.client.graphql(DELETE_INVITATION, { receiverId });
      expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const malformed = await admin.client.graphql(DELETE_INVITATION, { receiverId: 'abc' });
    expect(malformed.errors?.[0]).toMatchObject({
      message: 'Validation failed for the field [deleteInvitation].',
      extensions: { code: 'VALIDATION' },
    });
  });

  it('is refused to outsiders, and nothing changes', async () => {
    const { user } = await invite({ ...invitationInput(uniqueEmail('outsider')) });
    await expectRefused(app, RESEND, { receiverId: user.id });
    await expectRefused(app, DELETE_INVITATION, { receiverId: user.id });
    expect(await invitations().findOneByOrFail({ receiver_id: user.id })).toMatchObject({
      times_sent: 1,
      deleted_at: null,
    });
  });
});
