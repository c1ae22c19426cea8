// Writes the GraphQL SDL to apps/api/schema.graphql, or with --check fails when the committed file is stale.
// Boots the HTTP application context with SCHEMA_FILE set; Nest writes the SDL while it builds the schema.
import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { committedSchemaFile } from '../paths.js';

const check = process.argv.includes('--check');
const dir = mkdtempSync(join(tmpdir(), 'schema-'));
process.env.SCHEMA_FILE = check ? join(dir, 'schema.graphql') : committedSchemaFile;
process.env.LOG_LEVEL = 'silent';

const { NestFactory } = await import('@nestjs/core');
const { AppModule } = await import('../app.module.js');
const app = await NestFactory.create(AppModule, { logger: false });
await app.init();
await app.close();

if (check) {
  const fresh = readFileSync(process.env.SCHEMA_FILE, 'utf8');
  const committed = readFileSync(committedSchemaFile, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  if (fresh !== committed) {
    console.error(
      'apps/api/schema.graphql is stale: run `npm run schema:emit -w @portal/api` and commit it.',
    );
    process.exit(1);
  }
  console.log('schema: apps/api/schema.graphql is up to date');
} else {
  console.log(`schema written to ${committedSchemaFile}`);
}
