import type { INestApplication } from '@nestjs/common';
import { DataSource, type FindOptionsWhere } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { login, ME } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { Permission } from '@portal/shared-types';

const ADMIN = [Permission.ManageMedicalCenters];
type Me = { me: { id: string; getAllPermissions: string[] } };

describe('admin mutations and impersonation', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  const audit = (where: FindOptionsWhere<AuditLog>) =>
    app.get(DataSource).getRepository(AuditLog).findBy(where);

  it('refuses admin mutations to doctors and anonymous callers', async () => {
    const doctor = await createUser(app);
    const target = await createUser(app, { twoFactor: 'app' });
    const client = new TestClient(app);
    await login(client, doctor.email, doctor.password);
    for (const mutation of [
      `mutation { disable2FA(userId: "${target.user.id}") }`,
      `mutation { loginAsDoctor(doctorId: "${target.doctor!.id}") { id } }`,
    ]) {
      expect((await client.graphql(mutation)).errors?.[0]).toMatchObject({
        message: 'This action is unauthorized.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await new TestClient(app).graphql(mutation)).errors?.[0]?.message).toBe('Unauthenticated.');
    }
    const stored = await app.get(DataSource).getRepository(User).findOneByOrFail({ id: target.user.id });
    expect(stored.two_factor_confirmed_at).not.toBeNull();
  });

  it("lets an admin switch off a user's 2FA", async () => {
    const admin = await createUser(app, { permissions: ADMIN });
    const target = await createUser(app, { twoFactor: 'app' });
    const client = new TestClient(app);
    await login(client, admin.email, admin.password);
    expect(await client.query(`mutation { disable2FA(userId: "${target.user.id}") }`)).toEqual({
      disable2FA: true,
    });
    expect(
      (await app.get(DataSource).getRepository(User).findOneByOrFail({ id: target.user.id }))
        .two_factor_confirmed_at,
    ).toBeNull();
    expect(await audit({ user_id: target.user.id, event: 'two_factor.disabled_by_admin' })).toHaveLength(1);
    expect(
      (await client.graphql('mutation { disable2FA(userId: "99999999") }')).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('impersonates a doctor: admin rights off, writes audited with both users, exit restores the admin', async () => {
    const admin = await createUser(app, { permissions: ADMIN });
    const doctor = await createUser(app);
    const other = await createUser(app, { twoFactor: 'app' });
    const client = new TestClient(app);
    await login(client, admin.email, admin.password);
    expect((await client.query<Me>(ME)).me.getAllPermissions).toEqual(['ManageMedicalCenters']);

    const started = await client.query<{ loginAsDoctor: { id: string } }>(
      `mutation { loginAsDoctor(doctorId: "${doctor.doctor!.id}") { id } }`,
    );
    expect(started.loginAsDoctor.id).toBe(doctor.user.id);
    await client.csrf();
    expect(await client.query<Me>(ME)).toEqual({
      me: expect.objectContaining({ id: doctor.user.id, getAllPermissions: [] }),
    });

    // Admin powers are off while impersonating.
    expect(
      (await client.graphql(`mutation { disable2FA(userId: "${other.user.id}") }`)).errors?.[0]?.message,
    ).toBe('This action is unauthorized.');

    await client.query('mutation ($input: UpsertUserInput!) { upsertUser(input: $input) { id } }', {
      input: { first_name: 'Geändert', last_name: 'Vom Admin', salutation: 'female' },
    });
    const writes = await audit({ event: 'impersonation.write', user_id: doctor.user.id });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ impersonator_id: admin.user.id, details: { operation: 'upsertUser' } });

    const stopped = await client.query<{ logoutAsDoctor: { id: string } }>(
      'mutation { logoutAsDoctor { id } }',
    );
    expect(stopped.logoutAsDoctor.id).toBe(admin.user.id);
    await client.csrf();
    expect((await client.query<Me>(ME)).me).toMatchObject({
      id: admin.user.id,
      getAllPermissions: ['ManageMedicalCenters'],
    });
    expect(await audit({ event: 'impersonation.started', impersonator_id: admin.user.id })).toHaveLength(1);
    expect(await audit({ event: 'impersonation.stopped', impersonator_id: admin.user.id })).toHaveLength(1);
  });

  it('cannot impersonate an unknown doctor or leave an impersonation that was never started', async () => {
    const admin = await createUser(app, { permissions: ADMIN });
    const client = new TestClient(app);
    await login(client, admin.email, admin.password);
    expect(
      (await client.graphql('mutation { loginAsDoctor(doctorId: "99999999") { id } }')).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await client.graphql('mutation { logoutAsDoctor { id } }')).errors?.[0]?.message).toBe(
      'This action is unauthorized.',
    );
  });
});

describe('maintenance mode', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ MAINTENANCE_MODE: 'true' });
  });
  afterAll(() => closeApp(app));

  it('refuses every write with the spec message and changes nothing; reads and login still work', async () => {
    const doctor = await createUser(app);
    const client = new TestClient(app);
    await login(client, doctor.email, doctor.password);
    expect((await client.query<Me>(ME)).me.id).toBe(doctor.user.id);

    const result = await client.graphql(
      'mutation ($input: UpsertUserInput!) { upsertUser(input: $input) { id } }',
      {
        input: { first_name: 'Neu', last_name: 'Name', salutation: 'male' },
      },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'This action requires write access.',
      extensions: { code: 'WRITE_ACCESS_REQUIRED' },
    });
    expect(
      (await app.get(DataSource).getRepository(User).findOneByOrFail({ id: doctor.user.id })).first_name,
    ).toBe('Erika');

    const token = await client.csrf();
    const rest = await client.agent.post('/user/two-factor-authentication').set('X-XSRF-TOKEN', token);
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({
      message: 'This action requires write access.',
      reason: 'common.writeAccessRequired',
    });
  });
});
