import type { DataSource } from 'typeorm';
import { seedDemoAccounts } from './accounts.seed.js';
import { seedDemoRegistrationCodes } from './registration-codes.seed.js';

// Demo data of every area; each seed skips what already exists, so it can run at every start.
export async function seedDemo(dataSource: DataSource): Promise<Record<string, number>> {
  return {
    accounts: await seedDemoAccounts(dataSource),
    registrationCodes: await seedDemoRegistrationCodes(dataSource),
  };
}
