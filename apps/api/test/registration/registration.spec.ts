import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditEvent } from '../../src/modules/audit/audit.service.js';
import { PasswordService } from '../../src/modules/sessions/services/password.service.js';
import { MedicalCenterAddress } from '../../src/modules/medical-centers/entities/medical-center-address.entity.js';
import { MedicalCenter } from '../../src/modules/medical-centers/entities/medical-center.entity.js';
import { RegistrationCode } from '../../src/modules/registration/entities/registration-code.entity.js';
import { Doctor } from '../../src/modules/users/entities/doctor.entity.js';
import { UserConsent } from '../../src/modules/users/entities/user-consent.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { TestClient } from '../helpers/client.js';
import { createUser, uniqueEmail } from '../helpers/factories.js';
import {
  ACTIVATE,
  auditRowsOf,
  createRegistrationCode,
  fromOwnIp,
  linkIn,
  REGISTER_DOCTOR,
  registrationConsentIds,
  registrationInput,
  registrationToken,
  TRUST_PROXY_FOR_TESTS,
  VERIFY_CODE,
} from '../helpers/registration.js';
import { waitForMail } from '../helpers/sandbox.js';
import { login, ME, postLogin } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

const CODE_INVALID = 'Der Registrierungscode ist ungültig oder abgelaufen.';

let app: INestApplication;
let worker: INestApplicationContext;
let consentIds: string[];

beforeAll(async () => {
  app = await createTestApp({ APP_URL: 'http://portal.test', ...TRUST_PROXY_FOR_TESTS });
  worker = await startTestWorker({ APP_URL: 'http://portal.test' });
  consentIds = await registrationConsentIds(app);
});
afterAll(async () => {
  await worker?.close();
  await closeApp(app);
});

const users = () => app.get(DataSource).getRepository(User);
const client = () => fromOwnIp(new TestClient(app));

async function validationOf(result: {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) {
  return {
    message: result.errors?.[0]?.message,
    validation: result.errors?.[0]?.extensions?.validation as Record<string, string[]> | undefined,
  };
}

describe('verifyRegistrationCode', () => {
  it('accepts a code trimmed and in any case and returns a registration token', async () => {
    const code = await createRegistrationCode(app);
    const result = await client().query<{
      verifyRegistrationCode: { registration_token: string; expires_at: string };
    }>(VERIFY_CODE, { token: `  ${code.code.toLowerCase()} ` });
    expect(result.verifyRegistrationCode.registration_token).toMatch(/^\d+\.\d+\.[0-9a-f]{64}$/);
    expect(new Date(result.verifyRegistrationCode.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('accepts the seeded demo code used by the journeys', async () => {
    const { seedDemoRegistrationCodes } =
      await import('../../src/database/seeds/demo/registration-codes.seed.js');
    await seedDemoRegistrationCodes(app.get(DataSource));
    expect(await registrationToken(client(), 'demo')).toBeTruthy();
  });

  it.each([
    ['unknown', async () => 'ZZZZ'],
    [
      'expired',
      async () => (await createRegistrationCode(app, { expiresAt: new Date(Date.now() - 1000) })).code,
    ],
    ['exhausted', async () => (await createRegistrationCode(app, { maxUses: 2, uses: 2 })).code],
    ['inactive', async () => (await createRegistrationCode(app, { active: false })).code],
    ['too long', async () => 'A'.repeat(10_000)],
    ['empty', async () => '   '],
  ])('refuses an %s code on the token field', async (_case, make) => {
    const result = await client().graphql(VERIFY_CODE, { token: await make() });
    expect(await validationOf(result)).toEqual({
      message: 'Validation failed for the field [verifyRegistrationCode].',
      validation: { token: [CODE_INVALID] },
    });
  });

  it('refuses a wrong type', async () => {
    const result = await client().graphql(VERIFY_CODE, { token: 1234 });
    expect(result.errors?.[0]?.message).toContain('String cannot represent a non string value');
  });

  it('limits wrong guesses to 10 a minute per IP, while correct codes are not counted', async () => {
    const code = await createRegistrationCode(app);
    const guesser = client();
    for (let i = 0; i < 10; i++) {
      const result = await guesser.graphql(VERIFY_CODE, { token: 'QQQQ' });
      expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    }
    const blocked = await guesser.graphql(VERIFY_CODE, { token: code.code });
    expect(blocked.errors?.[0]).toMatchObject({
      message: 'Too Many Attempts.',
      extensions: { code: 'TOO_MANY_ATTEMPTS' },
    });
    expect(await registrationToken(client(), code.code)).toBeTruthy();
  });

  it('counts parallel guesses before checking them, so no more than 10 get through', async () => {
    const ip = `10.${[...randomBytes(3)].join('.')}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => {
        const guesser = new TestClient(app);
        guesser.agent.set('X-Forwarded-For', ip);
        return guesser.graphql(VERIFY_CODE, { token: 'QQQQ' });
      }),
    );
    const codes = answers.map((r) => r.errors?.[0]?.extensions?.code as string).sort();
    expect(codes).toEqual([...Array(10).fill('TOO_MANY_ATTEMPTS'), ...Array(10).fill('VALIDATION')]);
  });

  it('gives the attempt back for a right code, so right codes never use up the wrong-guess budget', async () => {
    const code = await createRegistrationCode(app, { maxUses: 10 });
    const guesser = client();
    for (let i = 0; i < 9; i++)
      expect((await guesser.graphql(VERIFY_CODE, { token: 'QQQQ' })).errors?.[0]?.extensions?.code).toBe(
        'VALIDATION',
      );
    for (let i = 0; i < 3; i++) expect(await registrationToken(guesser, code.code)).toBeTruthy();
    expect((await guesser.graphql(VERIFY_CODE, { token: 'QQQQ' })).errors?.[0]?.extensions?.code).toBe(
      'VALIDATION',
    );
    const blocked = await guesser.graphql(VERIFY_CODE, { token: code.code });
    expect(blocked.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('register (self-registration)', () => {
  it('creates an inactive doctor with practice, consents and partnership model, mails the activation link, and activates', async () => {
    const code = await createRegistrationCode(app, { maxUses: 5 });
    const anonymous = client();
    const input = registrationInput(await registrationToken(anonymous, code.code), consentIds);
    input.email = `  ${input.email.toUpperCase()} `;
    const email = input.email.trim().toLowerCase();
    const { register: registerDoctor } = await anonymous.query<{ register: Record<string, string> }>(
      REGISTER_DOCTOR,
      {
        input,
      },
    );
    expect(registerDoctor).toEqual({
      id: expect.any(String),
      first_name: 'Lena',
      last_name: 'Gruber',
      email,
    });

    const dataSource = app.get(DataSource);
    const user = await users()
      .createQueryBuilder('user')
      .addSelect(['user.password', 'user.activation_token_hash'])
      .where('user.id = :id', { id: registerDoctor.id })
      .getOneOrFail();
    expect(user).toMatchObject({
      is_active: false,
      onboardingType: 'REGISTRATION',
      title: 'Dr.',
      salutation: 'female',
    });
    expect(user.password).toMatch(/^\$argon2id\$/);
    expect(user.activation_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(user.partnership_model_id).toBe(code.partnership_model_id);
    const doctor = await dataSource.getRepository(Doctor).findOneByOrFail({ user_id: user.id });
    expect(doctor.accounting_code).toMatch(/^D-1\d{5}$/);
    const center = await dataSource
      .getRepository(MedicalCenter)
      .findOneByOrFail({ id: user.medical_center_id! });
    expect(center.name).toBe('Praxis Dr. Lena Gruber');
    expect(center.billing).toMatchObject({ account_holder: 'Lena Gruber', iban: 'AT611904300234573201' });
    expect(center.contact).toMatchObject({ email, phone_number: '6641234567' });
    const addresses = await dataSource
      .getRepository(MedicalCenterAddress)
      .findBy({ medical_center_id: center.id });
    expect(addresses.map((a) => [a.type, a.city])).toEqual([['OFFICE', 'Linz']]);
    const consents = await dataSource.getRepository(UserConsent).findBy({ user_id: user.id });
    expect(consents.map((c) => c.consent_id).sort()).toEqual([...consentIds].sort());
    expect((await dataSource.getRepository(RegistrationCode).findOneByOrFail({ id: code.id })).uses).toBe(1);

    // Not active yet: login is refused like a wrong password.
    expect((await postLogin(client(), email, input.password)).status).toBe(422);

    const mail = await waitForMail(email, (m) => m.subject === 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const link = linkIn(mail, 'http://portal.test/account-activation?');
    expect(link.searchParams.get('email')).toBe(email);
    const activationToken = link.searchParams.get('activation_token')!;

    const activated = await client().graphql(ACTIVATE, { email, activation_token: activationToken });
    expect(activated.data).toEqual({ accountActivation: true });
    const active = await users()
      .createQueryBuilder('user')
      .addSelect('user.activation_token_hash')
      .where('user.id = :id', { id: user.id })
      .getOneOrFail();
    expect(active).toMatchObject({ is_active: true, activation_token_hash: null });
    expect(active.activated_at).toBeInstanceOf(Date);

    const again = await client().graphql(ACTIVATE, { email, activation_token: activationToken });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Account already activated',
      extensions: { code: 'CONFLICT' },
    });

    const loggedIn = client();
    await login(loggedIn, email, input.password);
    const me = await loggedIn.query<{ me: { email: string } }>(ME);
    expect(me.me.email).toBe(email);

    const audit = await auditRowsOf(app, user.id);
    expect(audit.map((row) => row.event)).toEqual(
      expect.arrayContaining([AuditEvent.AccountRegistered, AuditEvent.AccountActivated]),
    );
    const stored = JSON.stringify(audit.map((row) => row.details));
    for (const secret of [input.password, activationToken, input.registration_token, code.code])
      expect(stored).not.toContain(secret);
    // The code's id is a record reference, not a secret: it must survive the secret filter.
    const registered = audit.find((row) => row.event === (AuditEvent.AccountRegistered as string))!;
    expect(registered.details).toMatchObject({ registrationCodeId: String(code.id) });
  });

  it('gives consecutive unique accounting codes', async () => {
    const code = await createRegistrationCode(app);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const anonymous = client();
      const { register: registerDoctor } = await anonymous.query<{ register: { id: string } }>(
        REGISTER_DOCTOR,
        {
          input: registrationInput(await registrationToken(anonymous, code.code), consentIds),
        },
      );
      ids.push(registerDoctor.id);
    }
    const doctors = await Promise.all(
      ids.map((id) => app.get(DataSource).getRepository(Doctor).findOneByOrFail({ user_id: id })),
    );
    const [first, second] = doctors.map((d) => Number(d.accounting_code.slice(2)));
    expect(second).toBeGreaterThan(first);
  });

  it('takes no partnership model when the code has none, and applies billing address and catalogue links', async () => {
    const code = await createRegistrationCode(app, { partnershipModelKey: null });
    const anonymous = client();
    const input = registrationInput(await registrationToken(anonymous, code.code), consentIds);
    const dataSource = app.get(DataSource);
    const [specialization] = await dataSource.query<{ id: string }[]>(
      `SELECT id::text FROM specializations LIMIT 1`,
    );
    Object.assign(input.medical_center, {
      medicalCenterBillingAddress: { address: 'Rechnungsweg 1', zip_code: '', city: '', country_code: '' },
      specializations: { sync: [specialization.id] },
    });
    const { register: registerDoctor } = await anonymous.query<{ register: { id: string } }>(
      REGISTER_DOCTOR,
      {
        input,
      },
    );
    const user = await users().findOneByOrFail({ id: registerDoctor.id });
    expect(user.partnership_model_id).toBeNull();
    const billing = await dataSource
      .getRepository(MedicalCenterAddress)
      .findOneByOrFail({ medical_center_id: user.medical_center_id!, type: 'BILLING' as never });
    expect(billing).toMatchObject({ address: 'Rechnungsweg 1', zip_code: '4020', city: 'Linz' });
    const links = await dataSource.query<{ id: string }[]>(
      `SELECT specialization_id::text AS id FROM medical_center_specializations WHERE medical_center_id = $1`,
      [user.medical_center_id],
    );
    expect(links).toEqual([{ id: specialization.id }]);
  });

  describe('validation (nothing is created)', () => {
    let token: string;
    beforeAll(async () => {
      const code = await createRegistrationCode(app);
      token = await registrationToken(client(), code.code);
    });

    type Input = ReturnType<typeof registrationInput>;
    const cases: [string, (input: Input) => void, string, string][] = [
      ['email blank', (i) => (i.email = ''), 'input.email', 'Das ist ein Pflichtfeld'],
      [
        'email invalid',
        (i) => (i.email = 'no-at-sign'),
        'input.email',
        'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.',
      ],
      [
        'email huge',
        (i) => (i.email = `${'a'.repeat(300)}@example.com`),
        'input.email',
        'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.',
      ],
      ['first name blank', (i) => (i.first_name = ''), 'input.first_name', 'Das ist ein Pflichtfeld'],
      [
        'last name too long',
        (i) => (i.last_name = 'x'.repeat(65)),
        'input.last_name',
        'Darf höchstens 64 Zeichen lang sein.',
      ],
      [
        'title too long',
        (i) => (i.title = 'x'.repeat(17)),
        'input.title',
        'Darf höchstens 16 Zeichen lang sein.',
      ],
      [
        'password short',
        (i) => (i.password = i.password_confirmation = 'Aa1!'),
        'input.password',
        'Muss zwischen 8 und 64 Zeichen lang sein.',
      ],
      [
        'password without symbol',
        (i) => (i.password = i.password_confirmation = 'Abcdefgh1'),
        'input.password',
        'Muss mindestens eines dieser Sonderzeichen enthalten: _-+=!@#%^&*~.,:;',
      ],
      [
        'password with unsupported characters',
        (i) => (i.password = i.password_confirmation = 'Abcdefg1!ä'),
        'input.password',
        'Nicht unterstützte Zeichen: ä',
      ],
      [
        'password confirmation differs',
        (i) => (i.password_confirmation = 'Praxis!2026gx'),
        'input.password_confirmation',
        'Passwörter stimmen nicht überein.',
      ],
      [
        'required consent missing',
        (i) => (i.user_consents = i.user_consents.slice(1)),
        'input.user_consents',
        'Dies ist erforderlich',
      ],
      [
        'unknown consent',
        (i) => i.user_consents.push('999999999'),
        'input.user_consents',
        'Unbekannte Einwilligung.',
      ],
      [
        'consent id not a number',
        (i) => i.user_consents.unshift('abc'),
        // The shared argument guard answers malformed ids before the consent check.
        'input.user_consents.0',
        'Unbekannter Eintrag.',
      ],
      [
        'practice name too short',
        (i) => (i.medical_center.name = 'ab'),
        'input.medical_center.name',
        'Muss zwischen 3 und 256 Zeichen lang sein.',
      ],
      [
        'zip code with letters',
        (i) => (i.medical_center.medicalCenterAddress.zip_code = '10A0'),
        'input.medical_center.medicalCenterAddress.zip_code',
        'Dieses Feld darf nur Zahlen beinhalten.',
      ],
      [
        'city too short',
        (i) => (i.medical_center.medicalCenterAddress.city = 'W'),
        'input.medical_center.medicalCenterAddress.city',
        'Muss zwischen 3 und 256 Zeichen lang sein.',
      ],
      [
        'IBAN invalid',
        (i) => (i.medical_center.medicalCenterBillingDetails.iban = 'XX12'),
        'input.medical_center.medicalCenterBillingDetails.iban',
        'Ungültiger IBAN.',
      ],
      [
        'account holder without IBAN',
        (i) => (i.medical_center.medicalCenterBillingDetails.iban = null),
        'input.medical_center.medicalCenterBillingDetails.iban',
        'Für den Erhalt der Beratungsgebühr ist die Angabe von IBAN und Kontoinhaber erforderlich.',
      ],
      [
        'office e-mail invalid',
        (i) => (i.medical_center.medicalCenterContactDetails.email = 'x@'),
        'input.medical_center.medicalCenterContactDetails.email',
        'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.',
      ],
      [
        'unknown specialization',
        (i) => (i.medical_center.specializations = { sync: ['999999999'] }),
        'input.medical_center.specializations.sync',
        'Unbekannter Eintrag.',
      ],
      [
        'forged registration token',
        (i) => (i.registration_token = i.registration_token.replace(/.$/, (c) => (c === '0' ? '1' : '0'))),
        'input.registration_token',
        'Ihre Registrierung ist abgelaufen. Bitte geben Sie den Registrierungscode erneut ein.',
      ],
      [
        'registration code instead of token',
        (i) => (i.registration_token = 'DEMO'),
        'input.registration_token',
        'Ihre Registrierung ist abgelaufen. Bitte geben Sie den Registrierungscode erneut ein.',
      ],
    ];

    it.each(cases)('%s', async (_name, change, path, message) => {
      const input = registrationInput(token, [...consentIds]);
      change(input);
      const result = await client().graphql(REGISTER_DOCTOR, { input });
      const { message: top, validation } = await validationOf(result);
      expect(top).toBe('Validation failed for the field [register].');
      expect(validation?.[path]?.[0]).toBe(message);
      if (input.email.includes('@') && input.email.length < 255)
        expect(await users().existsBy({ email: input.email.trim().toLowerCase() })).toBe(false);
    });

    it('checks the registration token before it spends an argon2 hash on the password', async () => {
      const hash = jest.spyOn(app.get(PasswordService), 'hash');
      try {
        const input = registrationInput(token, [...consentIds]);
        input.registration_token = input.registration_token.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
        const result = await client().graphql(REGISTER_DOCTOR, { input });
        expect((await validationOf(result)).validation).toEqual({
          'input.registration_token': [
            'Ihre Registrierung ist abgelaufen. Bitte geben Sie den Registrierungscode erneut ein.',
          ],
        });
        expect(hash).not.toHaveBeenCalled();
      } finally {
        hash.mockRestore();
      }
    });

    it('refuses a salutation outside the enum and a missing practice at the GraphQL layer', async () => {
      const input: Record<string, unknown> = { ...registrationInput(token, consentIds), salutation: 'mrs' };
      const wrongEnum = await client().graphql(REGISTER_DOCTOR, { input });
      expect(wrongEnum.errors?.[0]?.message).toContain('Value "mrs" does not exist in "Salutation" enum');
      delete input.medical_center;
      input.salutation = 'male';
      const missing = await client().graphql(REGISTER_DOCTOR, { input });
      expect(missing.errors?.[0]?.message).toContain('Field "medical_center" of required type');
    });

    it('refuses an e-mail that a live account uses, whatever its case', async () => {
      const existing = await createUser(app);
      const input = registrationInput(token, consentIds, existing.email.toUpperCase());
      const result = await client().graphql(REGISTER_DOCTOR, { input });
      expect((await validationOf(result)).validation).toEqual({
        'input.email': ['Diese E-Mail-Adresse ist bereits registriert.'],
      });
      expect(await users().countBy({ email: existing.email })).toBe(1);
    });
  });

  it('uses a limited code up and then refuses it', async () => {
    const code = await createRegistrationCode(app, { maxUses: 1 });
    const first = client();
    const second = client();
    const firstToken = await registrationToken(first, code.code);
    const secondToken = await registrationToken(second, code.code);
    await first.query(REGISTER_DOCTOR, { input: registrationInput(firstToken, consentIds) });
    const input = registrationInput(secondToken, consentIds);
    const result = await second.graphql(REGISTER_DOCTOR, { input });
    expect((await validationOf(result)).validation).toEqual({ 'input.registration_token': [CODE_INVALID] });
    expect(await users().existsBy({ email: input.email })).toBe(false);
    const again = await client().graphql(VERIFY_CODE, { token: code.code });
    expect((await validationOf(again)).validation).toEqual({ token: [CODE_INVALID] });
  });

  it('rolls back the account when the practice fails', async () => {
    const code = await createRegistrationCode(app, { maxUses: 3 });
    const anonymous = client();
    const input = registrationInput(await registrationToken(anonymous, code.code), consentIds);
    input.medical_center.certifications = { sync: ['999999999'] };
    const result = await anonymous.graphql(REGISTER_DOCTOR, { input });
    expect((await validationOf(result)).validation).toEqual({
      'input.medical_center.certifications.sync': ['Unbekannter Eintrag.'],
    });
    expect(await users().existsBy({ email: input.email })).toBe(false);
    expect(
      (await app.get(DataSource).getRepository(RegistrationCode).findOneByOrFail({ id: code.id })).uses,
    ).toBe(0);
  });
});

describe('accountActivation', () => {
  async function registered() {
    const code = await createRegistrationCode(app);
    const anonymous = client();
    const input = registrationInput(await registrationToken(anonymous, code.code), consentIds);
    await anonymous.query(REGISTER_DOCTOR, { input });
    const mail = await waitForMail(input.email);
    return {
      email: input.email,
      token: linkIn(mail, 'http://portal.test/account-activation?').searchParams.get('activation_token')!,
    };
  }

  it('answers wrong token and unknown e-mail alike and activates nothing', async () => {
    const { email, token } = await registered();
    const wrongToken = await client().graphql(ACTIVATE, { email, activation_token: `${token}x` });
    const unknownEmail = await client().graphql(ACTIVATE, { email: uniqueEmail(), activation_token: token });
    expect(wrongToken.errors?.[0]).toMatchObject({
      message: 'Account not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(unknownEmail.errors?.[0]?.message).toBe(wrongToken.errors?.[0]?.message);
    expect(unknownEmail.errors?.[0]?.extensions).toEqual(wrongToken.errors?.[0]?.extensions);
    expect((await users().findOneByOrFail({ email })).is_active).toBe(false);
    const huge = await client().graphql(ACTIVATE, { email, activation_token: 'x'.repeat(100_000) });
    expect(huge.errors?.[0]?.message).toBe('Validation failed for the field [accountActivation].');
  });

  it('accepts the e-mail in another case and says "Account already activated" for an active account', async () => {
    const { email, token } = await registered();
    const result = await client().graphql(ACTIVATE, { email: email.toUpperCase(), activation_token: token });
    expect(result.data).toEqual({ accountActivation: true });
    const active = await createUser(app);
    const already = await client().graphql(ACTIVATE, { email: active.email, activation_token: 'whatever' });
    expect(already.errors?.[0]?.message).toBe('Account already activated');
  });
});
