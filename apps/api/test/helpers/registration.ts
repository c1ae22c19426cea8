import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { Consent } from '../../src/modules/catalog/entities/consent.entity.js';
import { PartnershipModel } from '../../src/modules/catalog/entities/partnership-model.entity.js';
import { RegistrationCode } from '../../src/modules/registration/entities/registration-code.entity.js';
import type { TestClient } from './client.js';
import { uniqueEmail } from './factories.js';
import { ConsentType } from '@portal/shared-types';
import { webOperation } from './web-operations.js';

export const VERIFY_CODE = `mutation ($token: String!) { verifyRegistrationCode(token: $token) { registration_token expires_at } }`;
/** What the registration wizard sends. */
export const REGISTER_DOCTOR = webOperation('useRegisterMutation');
/** What the activation page sends. */
export const ACTIVATE = webOperation('useAccountActivationMutation');

export interface CodeOptions {
  partnershipModelKey?: string | null;
  maxUses?: number | null;
  uses?: number;
  expiresAt?: Date | null;
  active?: boolean;
}

// Four characters from an alphabet without look-alikes; collisions are retried by the unique index.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = () => [...randomBytes(4)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

/** A registration code of its own for one test. */
export async function createRegistrationCode(app: INestApplication, options: CodeOptions = {}) {
  const dataSource = app.get(DataSource);
  const key = options.partnershipModelKey === undefined ? 'consulting-fee' : options.partnershipModelKey;
  const model = key ? await dataSource.getRepository(PartnershipModel).findOneByOrFail({ key }) : null;
  for (;;) {
    const code = randomCode();
    if (code === 'DEMO' || (await dataSource.getRepository(RegistrationCode).existsBy({ code }))) continue;
    return dataSource.getRepository(RegistrationCode).save({
      code,
      partnership_model_id: model?.id ?? null,
      max_uses: options.maxUses ?? null,
      uses: options.uses ?? 0,
      expires_at: options.expiresAt ?? null,
      active: options.active ?? true,
    });
  }
}

/** The ids of the registration consents: all, or only the required ones. */
export async function registrationConsentIds(app: INestApplication, requiredOnly = false): Promise<string[]> {
  const consents = await app
    .get(DataSource)
    .getRepository(Consent)
    .findBy({ type: ConsentType.UserRegistration });
  return consents.filter((consent) => !requiredOnly || consent.required).map((consent) => consent.id);
}

/** A complete registration as the wizard sends it. */
export function registrationInput(
  registrationToken: string,
  consentIds: string[],
  email = uniqueEmail('reg'),
) {
  return {
    email,
    first_name: 'Lena',
    last_name: 'Gruber',
    password: 'Praxis!2026go',
    password_confirmation: 'Praxis!2026go',
    registration_token: registrationToken,
    salutation: 'female',
    title: 'Dr.',
    user_consents: consentIds,
    medical_center: {
      name: 'Praxis Dr. Lena Gruber',
      medicalCenterAddress: { address: 'Landstraße 5', zip_code: '4020', city: 'Linz', country_code: 'AT' },
      medicalCenterBillingAddress: null as Record<string, string> | null,
      medicalCenterBillingDetails: {
        account_holder: 'Lena Gruber',
        iban: 'AT611904300234573201' as string | null,
        bic: 'BKAUATWW',
      },
      medicalCenterContactDetails: { email, country_code: 'AT', phone_number: '6641234567' },
      specializations: { sync: [] as string[] },
      certifications: { sync: [] as string[] },
    },
  };
}

/** Enters a code as the wizard does and returns the registration token. */
export async function registrationToken(client: TestClient, code: string): Promise<string> {
  const { verifyRegistrationCode } = await client.query<{
    verifyRegistrationCode: { registration_token: string };
  }>(VERIFY_CODE, { token: code });
  return verifyRegistrationCode.registration_token;
}

/**
 * Each client comes from its own IP through the test's proxy, so per-IP limits stay per test. Only for
 * apps started with TRUST_PROXY_FOR_TESTS: without a trusted proxy the header is ignored.
 */
export const TRUST_PROXY_FOR_TESTS = { TRUST_PROXY: 'loopback' };

export function fromOwnIp(client: TestClient): TestClient {
  const ip = `10.${[...randomBytes(3)].join('.')}`;
  client.agent.set('X-Forwarded-For', ip);
  return client;
}

/** The link in a mail that starts with `prefix`. */
export function linkIn(mail: { links: string[] }, prefix: string): URL {
  const link = mail.links.find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in ${JSON.stringify(mail.links)}`);
  return new URL(link);
}

/** Every audit row of a user, to check events and that no secret was stored. */
export function auditRowsOf(app: INestApplication, userId: string): Promise<AuditLog[]> {
  return app
    .get(DataSource)
    .getRepository(AuditLog)
    .find({ where: { user_id: userId }, order: { id: 'ASC' } });
}
