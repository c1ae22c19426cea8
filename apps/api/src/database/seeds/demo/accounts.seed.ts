import argon2 from 'argon2';
import type { DataSource, EntityManager } from 'typeorm';
import { encrypt } from '../../../common/crypto/secrets.js';
import { AppConfig } from '../../../config/app-config.js';
import { PartnershipModel } from '../../../modules/catalog/entities/partnership-model.entity.js';
import {
  AddressType,
  MedicalCenterAddress,
} from '../../../modules/medical-centers/entities/medical-center-address.entity.js';
import { MedicalCenter } from '../../../modules/medical-centers/entities/medical-center.entity.js';
import { Doctor } from '../../../modules/users/entities/doctor.entity.js';
import { nextAccountingCode } from '../../../modules/users/accounting-code.js';
import { OnboardingType, User } from '../../../modules/users/entities/user.entity.js';
import { Permission, Salutation } from '@portal/shared-types';

// The demo's authenticator secret (base32). Add it to an authenticator app to log in as Dr. Hofer.
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DemoAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  title?: string;
  salutation: Salutation;
  permissions?: Permission[];
  practice?: { name: string; address: string; zip_code: string; city: string; country_code: string };
  partnershipModelKey?: string;
  accountingCode?: string;
  /** A doctor without a fixed customer number gets the next one. */
  doctor?: boolean;
  twoFactor?: 'app' | 'email';
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@vitalis-portal.de',
    password: 'Admin!2026pass',
    first_name: 'Anna',
    last_name: 'Admin',
    salutation: Salutation.female,
    permissions: [Permission.ManageMedicalCenters, Permission.ManageUsers],
  },
  {
    email: 'formeln@vitalis-portal.de',
    password: 'Formula!2026pass',
    first_name: 'Felix',
    last_name: 'Formel',
    salutation: Salutation.male,
    permissions: [Permission.ManageMedicalCenters, Permission.ManageFormulas],
  },
  {
    email: 'dr.weber@vitalis-portal.de',
    password: 'Doctor!2026pass',
    title: 'Dr.',
    first_name: 'Julia',
    last_name: 'Weber',
    salutation: Salutation.female,
    accountingCode: 'D-100001',
    partnershipModelKey: 'consulting-fee',
    practice: {
      name: 'Praxis Dr. Julia Weber',
      address: 'Mariahilfer Straße 45',
      zip_code: '1060',
      city: 'Wien',
      country_code: 'AT',
    },
  },
  {
    email: 'dr.schmidt@vitalis-portal.de',
    password: 'Doctor!2026pass',
    title: 'Dr.',
    first_name: 'Thomas',
    last_name: 'Schmidt',
    salutation: Salutation.male,
    accountingCode: 'D-100002',
    partnershipModelKey: 'practice-purchase',
    practice: {
      name: 'Naturheilpraxis Schmidt',
      address: 'Leopoldstraße 12',
      zip_code: '80802',
      city: 'München',
      country_code: 'DE',
    },
  },
  {
    email: 'neu@vitalis-portal.de',
    password: 'Doctor!2026pass',
    first_name: 'Nina',
    last_name: 'Neumann',
    salutation: Salutation.female,
    accountingCode: 'D-100003',
    practice: {
      name: 'Praxis Neumann',
      address: 'Bahnhofstrasse 3',
      zip_code: '8001',
      city: 'Zürich',
      country_code: 'CH',
    },
  },
  {
    email: 'dr.hofer@vitalis-portal.de',
    password: 'Doctor!2026pass',
    title: 'Dr.',
    first_name: 'Martin',
    last_name: 'Hofer',
    salutation: Salutation.male,
    accountingCode: 'D-100004',
    partnershipModelKey: 'consulting-fee',
    twoFactor: 'app',
    practice: {
      name: 'Ordination Dr. Hofer',
      address: 'Herrengasse 7',
      zip_code: '8010',
      city: 'Graz',
      country_code: 'AT',
    },
  },
  {
    email: 'dr.berger@vitalis-portal.de',
    password: 'Doctor!2026pass',
    title: 'Dr.',
    first_name: 'Eva',
    last_name: 'Berger',
    salutation: Salutation.female,
    accountingCode: 'D-100005',
    partnershipModelKey: 'clinic',
    twoFactor: 'email',
    practice: {
      name: 'Klinik Berger',
      address: 'Salzachstraße 20',
      zip_code: '5020',
      city: 'Salzburg',
      country_code: 'AT',
    },
  },
];

/** Creates the account unless its e-mail exists; returns the user's id either way. */
export async function upsertAccount(
  manager: EntityManager,
  account: DemoAccount,
  appKey: string,
): Promise<string> {
  const existing = await manager.findOneBy(User, { email: account.email });
  if (existing) return existing.id;
  const model = account.partnershipModelKey
    ? await manager.findOneByOrFail(PartnershipModel, { key: account.partnershipModelKey })
    : null;
  let centerId: string | null = null;
  if (account.practice) {
    const center = await manager.save(
      manager.create(MedicalCenter, {
        name: account.practice.name,
        billing: {
          account_holder: `${account.first_name} ${account.last_name}`,
          iban: 'AT611904300234573201',
          bic: 'BKAUATWW',
          // Demo tax details (fictitious numbers in the right format): Austrian practices regular with a
          // UID (their Gutschrift is reverse charge), German ones small businesses with a Steuernummer.
          vat_no: account.practice.country_code === 'AT' ? 'ATU12345678' : null,
          tax_number: account.practice.country_code === 'AT' ? null : '12/345/67890',
        },
        tax_status: account.practice.country_code === 'AT' ? 'at_regular' : 'de_small_business',
        contact: {
          email: account.email,
          country_code: account.practice.country_code,
          phone_number: '6641234567',
        },
      }),
    );
    const { address, zip_code, city, country_code } = account.practice;
    await manager.insert(MedicalCenterAddress, {
      medical_center_id: center.id,
      type: AddressType.OFFICE,
      address,
      zip_code,
      city,
      country_code,
    });
    centerId = center.id;
  }
  const user = await manager.save(
    manager.create(User, {
      email: account.email,
      password: await argon2.hash(account.password, { type: argon2.argon2id }),
      salutation: account.salutation,
      title: account.title ?? null,
      first_name: account.first_name,
      last_name: account.last_name,
      is_active: true,
      activated_at: new Date(),
      onboardingType: account.permissions ? OnboardingType.INTERNAL : OnboardingType.REGISTRATION,
      permissions: account.permissions ?? [],
      partnership_model_id: model?.id ?? null,
      medical_center_id: centerId,
      two_factor_secret: account.twoFactor ? encrypt(appKey, DEMO_TOTP_SECRET) : null,
      two_factor_recovery_codes: account.twoFactor
        ? encrypt(appKey, JSON.stringify(['demo000001-recovery01', 'demo000002-recovery02']))
        : null,
      two_factor_confirmed_at: account.twoFactor ? new Date() : null,
      has_enabled_otp_email: account.twoFactor === 'email',
    }),
  );
  const accountingCode =
    account.accountingCode ?? (account.doctor ? await nextAccountingCode(manager) : null);
  if (accountingCode) await manager.insert(Doctor, { user_id: user.id, accounting_code: accountingCode });
  return user.id;
}

export async function seedDemoAccounts(dataSource: DataSource): Promise<number> {
  const { appKey } = AppConfig.fromEnvironment();
  await dataSource.transaction(async (manager) => {
    for (const account of DEMO_ACCOUNTS) await upsertAccount(manager, account, appKey);
  });
  return DEMO_ACCOUNTS.length;
}
