// Creates one active account with its practice: `node dist/tools/create-account.js '<json>'`, where the JSON is a
// DemoAccount (database/seeds/demo/accounts.seed.ts), e.g. the first administrator of a new installation, or a
// doctor of its own for each browser journey. An existing e-mail is left as it is. Prints the user's id.
import dataSource from '../database/data-source.js';
import { type DemoAccount, upsertAccount } from '../database/seeds/demo/accounts.seed.js';
import { AppConfig } from '../config/app-config.js';

const [json] = process.argv.slice(2);
if (!json) {
  console.error('usage: node dist/tools/create-account.js \'{"email":…,"password":…,"first_name":…,…}\'');
  process.exit(2);
}
const account = JSON.parse(json) as DemoAccount;
await dataSource.initialize();
try {
  const { appKey } = AppConfig.fromEnvironment();
  const id = await dataSource.transaction((manager) => upsertAccount(manager, account, appKey));
  console.log(id);
} finally {
  await dataSource.destroy();
}
