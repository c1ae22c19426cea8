// Compares the entities with the migrated database.
//   --check         exit 1 when the entities need SQL that no migration has (CI's staleness check)
//   <Name>          write src/database/migrations/<timestamp>-<Name>.ts with that SQL
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import dataSource from '../database/data-source.js';

const arg = process.argv[2];
await dataSource.initialize();
try {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  const up = sql.upQueries.map((q) => q.query);
  const down = sql.downQueries.map((q) => q.query).reverse();
  if (arg === '--check') {
    if (up.length) {
      console.error('Entities and migrations differ. Missing SQL:\n' + up.map((q) => `  ${q};`).join('\n'));
      console.error('Run `npm run migration:generate -w @portal/api -- <Name>` and commit the migration.');
      process.exitCode = 1;
    } else {
      console.log('migrations: entities and migrations agree');
    }
  } else if (arg) {
    if (!up.length) {
      console.log('nothing to generate');
    } else {
      const stamp = Date.now();
      const className = `${arg}${stamp}`;
      const quote = (q: string) => '`' + q.replace(/`/g, '\\`') + '`';
      const body = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${up.map((q) => `    await queryRunner.query(${quote(q)});`).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${down.map((q) => `    await queryRunner.query(${quote(q)});`).join('\n')}
  }
}
`;
      const file = join(import.meta.dirname, '../../src/database/migrations', `${stamp}-${arg}.ts`);
      writeFileSync(file, body);
      console.log(`written ${file}`);
    }
  } else {
    console.error('usage: generate-migration.js --check | <MigrationName>');
    process.exitCode = 2;
  }
} finally {
  await dataSource.destroy();
}
