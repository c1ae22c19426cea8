// Applies pending migrations: `node dist/tools/migrate.js`. Used by `npm start`, `npm test` and deployments.
import dataSource from '../database/data-source.js';

await dataSource.initialize();
try {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  console.log(
    applied.length
      ? `migrations applied: ${applied.map((m) => m.name).join(', ')}`
      : 'migrations: up to date',
  );
} finally {
  await dataSource.destroy();
}
