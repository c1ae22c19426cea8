import { resolve } from 'node:path';

// Folders resolved from this file, so they are the same under `src/` (tests) and `dist/` (build).
export const apiRoot = resolve(import.meta.dirname, '..');
export const repoRoot = resolve(apiRoot, '../..');
export const defaultWebDist = resolve(repoRoot, 'apps/web/dist');
export const committedSchemaFile = resolve(apiRoot, 'schema.graphql');
