import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MedicalCenter } from '../../src/modules/medical-centers/entities/medical-center.entity.js';
import { Doctor } from '../../src/modules/users/entities/doctor.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { createPatient } from '../helpers/patients.js';
import { login, ME, postLogin, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import {
  ACTIVATE,
  ADMIN,
  auditEvents,
  DEACTIVATE,
  expectRefused,
  FORCE_DELETE,
  INVITE,
  invitationInput,
  type TherapistRow,
} from './therapists-fixtures.js';

let app: INestApplication;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, { permissions: ADMIN });
});
afterAll(() => closeApp(app));

const users = () => app.get(DataSource).getRepository(User);
const DISABLE_2FA = `mutation ($userId: ID!) { disable2FA(userId: $userId) }`;

describe('deactivateDoctor and activateDoctor', () => {
  it('ends every session of the doctor at once; login is refused until activated again', async () => {
    const doctor = await signedIn(app);
    const secondDevice = new TestClient(app);
    await login(secondDevice, doctor.email, doctor.password);
    expect((await doctor.client.graphql(ME)).data).toBeTruthy();

    const { deactivateDoctor } = await admin.client.query<{ deactivateDoctor: TherapistRow }>(DEACTIVATE, {
      doctorId: doctor.doctor!.id,
    });
    expect(deactivateDoctor).toEqual({ id: doctor.user.id, is_active: false });
    for (const client of [doctor.client, secondDevice]) {
      // The session (and its CSRF token) is gone: the web logs out on 419; with a new token, no one is logged in.
      expect((await client.graphql(ME)).status).toBe(419);
      await client.csrf();
      expect((await client.graphql(ME)).errors?.[0]?.message).toBe('Unauthenticated.');
    }
    expect((await postLogin(new TestClient(app), doctor.email, doctor.password)).status).toBe(422);

    const again = await admin.client.graphql(DEACTIVATE, { doctorId: doctor.doctor!.id });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Die Therapeutin bzw. der Therapeut ist bereits deaktiviert.',
      extensions: { code: 'CONFLICT' },
    });

    const { activateDoctor } = await admin.client.query<{ activateDoctor: TherapistRow }>(ACTIVATE, {
      doctorId: doctor.doctor!.id,
    });
    expect(activateDoctor).toEqual({ id: doctor.user.id, is_active: true });
    await login(new TestClient(app), doctor.email, doctor.password);
    const twice = await admin.client.graphql(ACTIVATE, { doctorId: doctor.doctor!.id });
    expect(twice.errors?.[0]?.message).toBe('Die Therapeutin bzw. der Therapeut ist bereits aktiv.');

    const events = (await auditEvents(app, doctor.doctor!.id)).map((row) => [row.event, row.user_id]);
    expect(events).toEqual([
      ['doctor.deactivated', admin.user.id],
      ['doctor.activated', admin.user.id],
    ]);
  });

  it('does not activate a doctor whose invitation is still open', async () => {
    const { registerDoctor } = await admin.client.query<{ registerDoctor: TherapistRow }>(INVITE, {
      input: invitationInput(),
    });
    const result = await admin.client.graphql(ACTIVATE, { doctorId: registerDoctor.doctor.id });
    expect(result.errors?.[0]?.message).toBe(
      'Die Einladung wurde noch nicht angenommen. Senden Sie die Einladung erneut, statt das Konto zu aktivieren.',
    );
    expect((await users().findOneByOrFail({ id: registerDoctor.id })).is_active).toBe(false);
  });

  it('answers not found for unknown doctors and for users without a doctor record', async () => {
    for (const doctorId of ['999999999', '0']) {
      expect((await admin.client.graphql(DEACTIVATE, { doctorId })).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
    }
  });

  it('is refused to outsiders, and the doctor stays as is', async () => {
    const active = await createUser(app);
    const inactive = await createUser(app, { active: false });
    await expectRefused(app, DEACTIVATE, { doctorId: active.doctor!.id });
    await expectRefused(app, ACTIVATE, { doctorId: inactive.doctor!.id });
    expect((await users().findOneByOrFail({ id: active.user.id })).is_active).toBe(true);
    expect((await users().findOneByOrFail({ id: inactive.user.id })).is_active).toBe(false);
  });
});

describe('forceDeleteUser', () => {
  it('removes an inactive doctor without patients for good: account, doctor role and practice', async () => {
    const doctor = await createUser(app, { active: false });
    const centerId = doctor.user.medical_center_id!;
    expect(await admin.client.query(FORCE_DELETE, { id: doctor.user.id })).toEqual({ forceDeleteUser: true });
    expect(await users().findOne({ where: { id: doctor.user.id }, withDeleted: true })).toBeNull();
    expect(await app.get(DataSource).getRepository(Doctor).existsBy({ id: doctor.doctor!.id })).toBe(false);
    expect(await app.get(DataSource).getRepository(MedicalCenter).existsBy({ id: centerId })).toBe(false);
    const [deleted] = await auditEvents(app, doctor.doctor!.id);
    expect(deleted).toMatchObject({ event: 'doctor.deleted', user_id: admin.user.id });
    expect(deleted.details).toMatchObject({ email: doctor.email });
  });

  it('refuses an active doctor and a doctor with patients, and keeps them', async () => {
    const active = await signedIn(app);
    const refused = await admin.client.graphql(FORCE_DELETE, { id: active.user.id });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Nur deaktivierte Konten können gelöscht werden. Bitte deaktivieren Sie das Konto zuerst.',
      extensions: { code: 'CONFLICT' },
    });
    await createPatient(active.client);
    await users().update(active.user.id, { is_active: false });
    const withPatients = await admin.client.graphql(FORCE_DELETE, { id: active.user.id });
    expect(withPatients.errors?.[0]).toMatchObject({
      message:
        'Das Konto kann nicht gelöscht werden, solange Patient/-innen oder Aufträge damit verknüpft sind.',
      extensions: { code: 'CONFLICT', blocking: { patients: 1 } },
    });
    expect(await users().existsBy({ id: active.user.id })).toBe(true);
  });

  it('answers not found for unknown ids and accounts without a doctor record (admins)', async () => {
    for (const id of ['999999999', admin.user.id]) {
      expect((await admin.client.graphql(FORCE_DELETE, { id })).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
    }
    expect(await users().existsBy({ id: admin.user.id })).toBe(true);
  });

  it('is refused to outsiders, and the account stays', async () => {
    const doctor = await createUser(app, { active: false });
    await expectRefused(app, FORCE_DELETE, { id: doctor.user.id });
    expect(await users().existsBy({ id: doctor.user.id })).toBe(true);
  });
});

describe('disable2FA (reset 2FA)', () => {
  it('answers true when a confirmed second factor was reset, false when there was none', async () => {
    const doctor = await createUser(app, { twoFactor: 'app' });
    expect(await admin.client.query(DISABLE_2FA, { userId: doctor.user.id })).toEqual({ disable2FA: true });
    expect((await users().findOneByOrFail({ id: doctor.user.id })).two_factor_confirmed_at).toBeNull();
    expect(await admin.client.query(DISABLE_2FA, { userId: doctor.user.id })).toEqual({ disable2FA: false });
  });
});
