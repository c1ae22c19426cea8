import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MedicalCenterAddress } from '../../src/modules/medical-centers/entities/medical-center-address.entity.js';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { DeletionBlockers } from '../../src/modules/account/deletion-blockers.service.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { ME, post, postLogin, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { Permission } from '@portal/shared-types';
import { webOperation } from '../helpers/web-operations.js';

const UPSERT_USER = `mutation ($input: UpsertUserInput!) { upsertUser(input: $input) { id first_name last_name salutation title name } }`;
// What the change-password dialog sends, with the current, new and repeated password as c, n and r.
const CHANGE_PASSWORD = webOperation('useChangePasswordMutation');
const passwords = ({ c, n, r }: { c?: string; n?: string; r?: string }) => ({
  currentPassword: c,
  newPassword: n,
  newPasswordRepeat: r,
});
const DELETE_ME = webOperation('useDeleteMeMutation');

describe('personal data and password', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  it('updates personal data', async () => {
    const { client, user } = await signedIn(app);
    const { upsertUser } = await client.query<{ upsertUser: Record<string, string> }>(UPSERT_USER, {
      input: {
        id: user.id,
        email: 'ignored@example.com',
        first_name: ' Maria ',
        last_name: 'Huber',
        salutation: 'divers',
        title: 'Dr.',
      },
    });
    expect(upsertUser).toEqual({
      id: user.id,
      first_name: 'Maria',
      last_name: 'Huber',
      salutation: 'divers',
      title: 'Dr.',
      name: 'Dr. Maria Huber',
    });
    const stored = await app.get(DataSource).getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored.email).toBe(user.email);
  });

  it.each([
    [{ first_name: '' }, 'input.first_name', 'Das ist ein Pflichtfeld'],
    [{ first_name: '   ' }, 'input.first_name', 'Das ist ein Pflichtfeld'],
    [{ last_name: 'x'.repeat(65) }, 'input.last_name', 'Darf höchstens 64 Zeichen lang sein.'],
    [{ title: 'x'.repeat(17) }, 'input.title', 'Darf höchstens 16 Zeichen lang sein.'],
  ])('validates %j', async (change, path, message) => {
    const { client, user } = await signedIn(app);
    const result = await client.graphql(UPSERT_USER, {
      input: { first_name: 'A', last_name: 'B', salutation: 'male', ...change },
    });
    expect(result.errors?.[0]?.message).toBe('Validation failed for the field [upsertUser].');
    expect(result.errors?.[0]?.extensions?.validation).toEqual({ [path]: [message] });
    const stored = await app.get(DataSource).getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored.first_name).toBe('Erika');
  });

  it('refuses an unknown salutation', async () => {
    const { client } = await signedIn(app);
    const result = await client.graphql(UPSERT_USER, {
      input: { first_name: 'A', last_name: 'B', salutation: 'sir' },
    });
    expect(result.status).toBe(400);
  });

  it("does not let a doctor edit another user's data", async () => {
    const { client } = await signedIn(app);
    const other = await createUser(app);
    const result = await client.graphql(UPSERT_USER, {
      input: { id: other.user.id, first_name: 'X', last_name: 'Y', salutation: 'male' },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (await app.get(DataSource).getRepository(User).findOneByOrFail({ id: other.user.id })).first_name,
    ).toBe('Erika');
  });

  it('refuses anonymous writes', async () => {
    const result = await new TestClient(app).graphql(UPSERT_USER, {
      input: { first_name: 'A', last_name: 'B', salutation: 'male' },
    });
    expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
  });

  it('changes the password; the old one stops working', async () => {
    const { client, email, password } = await signedIn(app);
    expect(
      await client.query(
        CHANGE_PASSWORD,
        passwords({ c: password, n: 'Neu!Passwort2026', r: 'Neu!Passwort2026' }),
      ),
    ).toEqual({ changePassword: true });
    expect((await postLogin(new TestClient(app), email, password)).status).toBe(422);
    expect((await postLogin(new TestClient(app), email, 'Neu!Passwort2026')).status).toBe(200);
  });

  it('limits current-password checks to 5 a minute per user, shared with confirm-password', async () => {
    const { client, email, password } = await signedIn(app);
    const wrong = { c: 'Wrong!2026pass', n: 'Neu!Passwort2026', r: 'Neu!Passwort2026' };
    for (let i = 0; i < 4; i += 1)
      expect((await client.graphql(CHANGE_PASSWORD, passwords(wrong))).errors?.[0]?.extensions?.code).toBe(
        'VALIDATION',
      );
    expect((await post(client, '/user/confirm-password', { password: 'Wrong!2026pass' })).status).toBe(422);
    const blocked = await client.graphql(CHANGE_PASSWORD, passwords({ ...wrong, c: password }));
    expect(blocked.errors?.[0]).toMatchObject({
      message: 'Too Many Attempts.',
      extensions: { code: 'TOO_MANY_ATTEMPTS' },
    });
    expect((await postLogin(new TestClient(app), email, password)).status).toBe(200);
  });

  it.each([
    [
      { c: 'Wrong!2026pass', n: 'Neu!Passwort2026', r: 'Neu!Passwort2026' },
      'currentPassword',
      'Validierung fehlgeschlagen - bitte geben Sie das korrekte Passwort ein.',
    ],
    [
      { n: 'Neu!Passwort2026', r: 'Anders!Passwort2026' },
      'newPasswordRepeat',
      'Die Passwörter stimmen nicht überein',
    ],
    [{ n: 'kurz', r: 'kurz' }, 'newPassword', 'Muss zwischen 8 und 64 Zeichen lang sein.'],
    [
      { n: 'nouppercase1!', r: 'nouppercase1!' },
      'newPassword',
      'Muss mindestens einen Großbuchstaben enthalten.',
    ],
    [
      { c: 'x'.repeat(127), n: 'Neu!Passwort2026', r: 'Neu!Passwort2026' },
      'currentPassword',
      'Darf höchstens 126 Zeichen lang sein.',
    ],
  ])('refuses a password change %#', async (vars, path, message) => {
    const { client, email, password } = await signedIn(app);
    const result = await client.graphql(CHANGE_PASSWORD, passwords({ c: password, ...vars }));
    expect(result.errors?.[0]?.message).toBe('Validation failed for the field [changePassword].');
    expect((result.errors?.[0]?.extensions?.validation as Record<string, string[]>)[path]).toContain(message);
    expect((await postLogin(new TestClient(app), email, password)).status).toBe(200);
  });
});

describe('practice data', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  const UPSERT = `mutation ($input: UpsertMedicalCenterInput!) { upsertMedicalCenter(input: $input) {
    id name address { address zip_code city country_code } billingAddress { address zip_code city country }
    billingDetails { account_holder iban bic vat_no } contactDetails { email country_code phone_number }
    specializations { id name } certifications { id name } } }`;
  const office = { address: 'Ringstraße 5', zip_code: '1010', city: 'Wien', country_code: 'AT' };

  it('saves office, billing fallback, billing details, contact and specializations', async () => {
    const { client } = await signedIn(app);
    const { specializations, certifications } = await client.query<{
      specializations: { data: { id: string }[] };
      certifications: { data: { id: string }[] };
    }>('{ specializations(first: 3) { data { id } } certifications(first: 2) { data { id } } }');
    const { upsertMedicalCenter } = await client.query<{ upsertMedicalCenter: Record<string, unknown> }>(
      UPSERT,
      {
        input: {
          name: 'Praxis am Ring',
          medicalCenterAddress: office,
          medicalCenterBillingAddress: { address: 'Postfach 12', zip_code: '', city: null, country_code: '' },
          medicalCenterBillingDetails: {
            account_holder: 'Erika Muster',
            iban: 'AT611904300234573201',
            bic: 'BKAUATWW',
            vat_no: 'ATU12345678',
          },
          medicalCenterContactDetails: {
            email: 'Praxis@Example.com',
            country_code: 'AT',
            phone_number: '6641234567',
          },
          specializations: { sync: specializations.data.map((s) => s.id) },
          certifications: { sync: certifications.data.map((c) => c.id) },
        },
      },
    );
    expect(upsertMedicalCenter).toMatchObject({
      name: 'Praxis am Ring',
      address: office,
      billingAddress: { address: 'Postfach 12', zip_code: '1010', city: 'Wien', country: 'AT' },
      billingDetails: {
        account_holder: 'Erika Muster',
        iban: 'AT611904300234573201',
        bic: 'BKAUATWW',
        vat_no: 'ATU12345678',
      },
      contactDetails: { email: 'praxis@example.com', country_code: 'AT', phone_number: '6641234567' },
    });
    expect((upsertMedicalCenter.specializations as unknown[]).length).toBe(3);

    // Removing the billing address and syncing to one specialization.
    const second = await client.query<{
      upsertMedicalCenter: { billingAddress: unknown; specializations: { id: string }[] };
    }>(UPSERT, {
      input: { medicalCenterBillingAddress: null, specializations: { sync: [specializations.data[0].id] } },
    });
    expect(second.upsertMedicalCenter.billingAddress).toEqual({
      address: 'Ringstraße 5',
      zip_code: '1010',
      city: 'Wien',
      country: 'AT',
    });
    expect(second.upsertMedicalCenter.specializations.map((s) => s.id)).toEqual([specializations.data[0].id]);
  });

  it.each([
    [
      { medicalCenterAddress: { ...office, zip_code: '10a0' } },
      'input.medicalCenterAddress.zip_code',
      'Dieses Feld darf nur Zahlen beinhalten.',
    ],
    [
      { medicalCenterAddress: { ...office, address: 'ab' } },
      'input.medicalCenterAddress.address',
      'Muss zwischen 3 und 256 Zeichen lang sein.',
    ],
    [
      { medicalCenterAddress: { ...office, city: 'x'.repeat(257) } },
      'input.medicalCenterAddress.city',
      'Muss zwischen 3 und 256 Zeichen lang sein.',
    ],
    [{ name: 'ab' }, 'input.name', 'Muss zwischen 3 und 256 Zeichen lang sein.'],
    [
      { medicalCenterBillingDetails: { account_holder: 'A', iban: 'XX00' } },
      'input.medicalCenterBillingDetails.iban',
      'Ungültiger IBAN.',
    ],
    [
      // 35 characters: one more than an IBAN (and the column) can hold.
      {
        medicalCenterBillingDetails: { account_holder: 'A', iban: `DE89370400440532013000${'X'.repeat(13)}` },
      },
      'input.medicalCenterBillingDetails.iban',
      'Ungültiger IBAN.',
    ],
    [
      { medicalCenterBillingDetails: { account_holder: 'x'.repeat(65), iban: 'AT611904300234573201' } },
      'input.medicalCenterBillingDetails.account_holder',
      'Darf höchstens 64 Zeichen lang sein.',
    ],
    [
      { medicalCenterBillingDetails: { account_holder: 'Erika Muster' } },
      'input.medicalCenterBillingDetails.iban',
      'Für den Erhalt der Beratungsgebühr ist die Angabe von IBAN und Kontoinhaber erforderlich.',
    ],
    [
      { medicalCenterContactDetails: { email: 'nope', country_code: 'AT' } },
      'input.medicalCenterContactDetails.email',
      'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.',
    ],
    [
      { medicalCenterContactDetails: { email: 'a@b.de', country_code: 'AT', phone_number: '12345' } },
      'input.medicalCenterContactDetails.phone_number',
      'Nur Ziffern, 6 bis 12 Zeichen.',
    ],
    [{ specializations: { sync: ['999999'] } }, 'input.specializations.sync', 'Unbekannter Eintrag.'],
  ])('validates %j', async (input, path, message) => {
    const { client } = await signedIn(app);
    const result = await client.graphql(UPSERT, { input });
    expect(result.errors?.[0]?.message).toBe('Validation failed for the field [upsertMedicalCenter].');
    expect((result.errors?.[0]?.extensions?.validation as Record<string, string[]>)[path]).toContain(message);
  });

  it('refuses a billing zip code longer than its column (10 digits) and changes nothing', async () => {
    const { client } = await signedIn(app);
    const billing = { address: 'Postfach 12', zip_code: '1010', city: 'Wien', country_code: 'AT' };
    const { upsertMedicalCenter } = await client.query<{ upsertMedicalCenter: { id: string } }>(UPSERT, {
      input: { medicalCenterBillingAddress: billing },
    });
    const result = await client.graphql(UPSERT, {
      input: { medicalCenterBillingAddress: { ...billing, zip_code: '1'.repeat(11) } },
    });
    expect(result.errors?.[0]?.message).toBe('Validation failed for the field [upsertMedicalCenter].');
    expect(result.errors?.[0]?.extensions?.validation).toEqual({
      'input.medicalCenterBillingAddress.zip_code': ['Darf höchstens 10 Zeichen lang sein.'],
    });
    const stored = await app
      .get(DataSource)
      .getRepository(MedicalCenterAddress)
      .findBy({ medical_center_id: upsertMedicalCenter.id });
    expect(stored.find((a) => a.address === 'Postfach 12')?.zip_code).toBe('1010');
  });

  it('clears billing details when both fields are left empty', async () => {
    const { client } = await signedIn(app);
    const { upsertMedicalCenter } = await client.query<{ upsertMedicalCenter: { billingDetails: unknown } }>(
      UPSERT,
      {
        input: { medicalCenterBillingDetails: { account_holder: '', iban: '', bic: '', vat_no: '' } },
      },
    );
    expect(upsertMedicalCenter.billingDetails).toEqual({
      account_holder: null,
      iban: null,
      bic: null,
      vat_no: null,
    });
  });

  it('needs a practice before specializations can be saved', async () => {
    const { client } = await signedIn(app, { practice: false });
    const result = await client.graphql(UPSERT, { input: { specializations: { sync: [] } } });
    expect(result.errors?.[0]?.extensions?.validation).toEqual({
      'input.specializations': ['Ups! Der aktuelle Nutzer muss mit einer Praxis verknüpft sein.'],
    });
  });

  it("cannot address another user's practice", async () => {
    const { client } = await signedIn(app);
    const other = await createUser(app);
    const otherCenter = (await app.get(DataSource).getRepository(User).findOneByOrFail({ id: other.user.id }))
      .medical_center_id;
    const result = await client.graphql(UPSERT, { input: { id: otherCenter, name: 'Übernommen' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('deleting the own account', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  it('needs a password confirmation, then deletes and logs out', async () => {
    const { client, email, password, user } = await signedIn(app);
    expect((await client.graphql(DELETE_ME)).errors?.[0]?.message).toBe('Password confirmation required.');
    await post(client, '/user/confirm-password', { password });
    expect(await client.query(DELETE_ME)).toEqual({ deleteMe: true });
    // The session is gone: the old cookie gets the session-expired answer.
    const after = await client.graphql(ME);
    expect(after.status === 419 || after.errors?.[0]?.message === 'Unauthenticated.').toBe(true);
    expect((await postLogin(new TestClient(app), email, password)).status).toBe(422);
    const row = await app
      .get(DataSource)
      .getRepository(User)
      .findOne({ where: { id: user.id }, withDeleted: true });
    expect(row?.deleted_at).not.toBeNull();
  });

  it('is blocked while another area reports linked data', async () => {
    const { client, password, user } = await signedIn(app);
    app
      .get(DeletionBlockers)
      .register({ name: 'patients', count: async (userId) => (userId === user.id ? 2 : 0) });
    await post(client, '/user/confirm-password', { password });
    const result = await client.graphql(DELETE_ME);
    expect(result.errors?.[0]).toMatchObject({
      message: 'ACCOUNT_HAS_LINKED_DATA',
      extensions: { code: 'CONFLICT', blocking: { patients: 2 } },
    });
    expect((await client.query<{ me: { id: string } }>(ME)).me.id).toBe(user.id);
  });
});

describe('partnership model (an admin action)', () => {
  let app: INestApplication;
  let admin: TestClient;
  let models: { id: string; name: string }[];
  const MUTATION =
    'mutation ($id: ID!, $m: ID!) { updateUserPartnershipModel(id: $id, partnershipModel: { connect: $m }) { id partnershipModel { name } } }';
  const modelOf = async (userId: string) =>
    (await app.get(DataSource).getRepository(User).findOneByOrFail({ id: userId })).partnership_model_id;

  beforeAll(async () => {
    app = await createTestApp();
    ({ client: admin } = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] }));
    ({ partnershipModels: models } = await admin.query<{ partnershipModels: { id: string; name: string }[] }>(
      '{ partnershipModels { id name } }',
    ));
  });
  afterAll(() => closeApp(app));

  it('refuses a doctor changing their own model, and changes nothing', async () => {
    const { client, user } = await signedIn(app);
    const before = await modelOf(user.id);
    const result = await client.graphql(MUTATION, { id: user.id, m: models[1].id });
    expect(result.errors?.[0]).toMatchObject({
      message: 'This action is unauthorized.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await modelOf(user.id)).toBe(before);
    const without = await signedIn(app, { partnershipModel: false });
    expect(
      (await without.client.graphql(MUTATION, { id: without.user.id, m: models[0].id })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await modelOf(without.user.id)).toBeNull();
  });

  it("lets an admin change a doctor's model and audits who changed what", async () => {
    const doctor = await createUser(app);
    const before = await modelOf(doctor.user.id);
    expect(await admin.query(MUTATION, { id: doctor.user.id, m: models[1].id })).toEqual({
      updateUserPartnershipModel: { id: doctor.user.id, partnershipModel: { name: 'Praxiseinkauf' } },
    });
    const row = await app
      .get(DataSource)
      .getRepository(AuditLog)
      .findOneByOrFail({ subject_id: doctor.user.id, event: 'account.partnership_model_changed' });
    expect(row.details).toEqual({ from: before, to: models[1].id });
    expect(row.user_id).not.toBe(doctor.user.id);
  });

  it('refuses unknown models, unknown or non-doctor users and inactive doctors', async () => {
    const doctor = await createUser(app);
    const unknown = await admin.graphql(MUTATION, { id: doctor.user.id, m: '987654' });
    expect(unknown.errors?.[0]?.extensions?.validation).toEqual({
      'partnershipModel.connect': ['Unbekanntes Partnerschaftsmodell.'],
    });
    const staff = await createUser(app, { permissions: [Permission.ManageUsers] });
    for (const id of [staff.user.id, '987654321'])
      expect((await admin.graphql(MUTATION, { id, m: models[0].id })).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
    const inactive = await createUser(app, { active: false });
    expect(
      (await admin.graphql(MUTATION, { id: inactive.user.id, m: models[1].id })).errors?.[0],
    ).toMatchObject({
      message: 'Das Partnerschaftsmodell kann nur bei aktiven Therapeut/-innen geändert werden.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await modelOf(inactive.user.id)).toBe(inactive.user.partnership_model_id);
  });

  it('refuses anonymous callers', async () => {
    const doctor = await createUser(app);
    const result = await new TestClient(app).graphql(MUTATION, { id: doctor.user.id, m: models[1].id });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
