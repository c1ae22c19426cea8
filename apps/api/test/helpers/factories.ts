import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { encrypt } from '../../src/common/crypto/secrets.js';
import { AppConfig } from '../../src/config/app-config.js';
import { newTotpSecret } from '../../src/modules/two-factor/services/totp.js';
import { PartnershipModel } from '../../src/modules/catalog/entities/partnership-model.entity.js';
import {
  AddressType,
  MedicalCenterAddress,
} from '../../src/modules/medical-centers/entities/medical-center-address.entity.js';
import { MedicalCenter } from '../../src/modules/medical-centers/entities/medical-center.entity.js';
import { Doctor } from '../../src/modules/users/entities/doctor.entity.js';
import { OnboardingType, User } from '../../src/modules/users/entities/user.entity.js';
import { type Permission, Salutation } from '@portal/shared-types';

export const DEFAULT_PASSWORD = 'Sicher!2026pw';

export interface UserOptions {
  email?: string;
  password?: string;
  permissions?: Permission[];
  active?: boolean;
  doctor?: boolean;
  practice?: boolean;
  partnershipModel?: boolean;
  twoFactor?: 'app' | 'email';
}

export interface TestUser {
  user: User;
  email: string;
  password: string;
  doctor: Doctor | null;
  totpSecret: string | null;
  recoveryCodes: string[];
}

export const uniqueEmail = (prefix = 'user') => `${prefix}.${randomUUID().slice(0, 12)}@example.com`;

let hashCache: Promise<string> | undefined;
// Hashing with argon2 costs ~100 ms; tests share the hash of the default password.
const hashOf = (password: string) =>
  password === DEFAULT_PASSWORD
    ? (hashCache ??= argon2.hash(password, { type: argon2.argon2id }))
    : argon2.hash(password, { type: argon2.argon2id });

/** A user (by default an active doctor with a practice) written straight to the database. */
export async function createUser(app: INestApplication, options: UserOptions = {}): Promise<TestUser> {
  const dataSource = app.get(DataSource);
  const { appKey } = app.get(AppConfig);
  const email = (options.email ?? uniqueEmail()).toLowerCase();
  const password = options.password ?? DEFAULT_PASSWORD;
  const isDoctor = options.doctor ?? !options.permissions?.length;
  const totpSecret = options.twoFactor ? newTotpSecret() : null;
  const recoveryCodes = options.twoFactor
    ? Array.from(
        { length: 8 },
        (_, i) => `rc${String(i).padStart(8, '0')}-${randomUUID().replace(/-/g, '').slice(0, 10)}`,
      )
    : [];
  return dataSource.transaction(async (manager) => {
    let centerId: string | null = null;
    if (options.practice ?? isDoctor) {
      const center = await manager.save(
        manager.create(MedicalCenter, { name: 'Testpraxis', billing: {}, contact: {} }),
      );
      await manager.insert(MedicalCenterAddress, {
        medical_center_id: center.id,
        type: AddressType.OFFICE,
        address: 'Hauptstraße 1',
        zip_code: '1010',
        city: 'Wien',
        country_code: 'AT',
      });
      centerId = center.id;
    }
    const model =
      options.partnershipModel === false
        ? null
        : await manager.findOneBy(PartnershipModel, { key: 'consulting-fee' });
    const user = await manager.save(
      manager.create(User, {
        email,
        password: await hashOf(password),
        salutation: Salutation.female,
        first_name: 'Erika',
        last_name: 'Muster',
        is_active: options.active ?? true,
        onboardingType: OnboardingType.REGISTRATION,
        permissions: options.permissions ?? [],
        medical_center_id: centerId,
        partnership_model_id: isDoctor ? (model?.id ?? null) : null,
        two_factor_secret: totpSecret ? encrypt(appKey, totpSecret) : null,
        two_factor_recovery_codes: totpSecret ? encrypt(appKey, JSON.stringify(recoveryCodes)) : null,
        two_factor_confirmed_at: totpSecret ? new Date() : null,
        has_enabled_otp_email: options.twoFactor === 'email',
      }),
    );
    const doctor = isDoctor
      ? await manager.save(
          manager.create(Doctor, { user_id: user.id, accounting_code: `T-${randomUUID().slice(0, 12)}` }),
        )
      : null;
    return { user, email, password, doctor, totpSecret, recoveryCodes };
  });
}
