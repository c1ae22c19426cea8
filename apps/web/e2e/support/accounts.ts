import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

// Every journey makes the accounts it works with, so that no run depends on what an earlier one changed. They
// are written by the API's own tool (apps/api/dist/tools/create-account.js) into the e2e stack's database.
const tool = fileURLToPath(new URL('../../../api/dist/tools/create-account.js', import.meta.url));

export function e2eDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env.E2E_DATABASE ?? 'portal_e2e'}`;
  return url.toString();
}

export interface JourneyAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

interface AccountOptions {
  first_name?: string;
  last_name?: string;
  practice?: { name: string; address: string; zip_code: string; city: string; country_code: string };
  partnershipModelKey?: string | null;
  permissions?: string[];
}

function createAccount(kind: 'doctor' | 'admin', options: AccountOptions): JourneyAccount {
  const account = {
    email: `${kind}.${randomUUID().slice(0, 12)}@e2e.example.com`,
    password: 'Journey!2026pass',
    first_name: options.first_name ?? (kind === 'admin' ? 'Anna' : 'Julia'),
    last_name: options.last_name ?? (kind === 'admin' ? 'Admin' : 'Weber'),
    salutation: 'female',
  };
  const extra =
    kind === 'admin'
      ? { permissions: options.permissions ?? ['ManageMedicalCenters', 'ManageUsers'] }
      : {
          doctor: true,
          partnershipModelKey:
            options.partnershipModelKey === null
              ? undefined
              : (options.partnershipModelKey ?? 'consulting-fee'),
          practice: options.practice ?? {
            name: `Praxis ${account.last_name}`,
            address: 'Mariahilfer Straße 45',
            zip_code: '1060',
            city: 'Wien',
            country_code: 'AT',
          },
        };
  execFileSync('node', [tool, JSON.stringify({ ...account, ...extra })], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: e2eDatabaseUrl() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return account;
}

/** An active doctor with a practice in Wien and the consulting-fee partnership model, unless told otherwise. */
export const createDoctor = (options: AccountOptions = {}) => createAccount('doctor', options);

/** An administrator (ManageMedicalCenters, ManageUsers). */
export const createAdmin = (options: AccountOptions = {}) => createAccount('admin', options);
