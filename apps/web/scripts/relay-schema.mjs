#!/usr/bin/env node
// Builds the schema relay-compiler reads: the API's committed SDL plus what `schema.pending.graphql` declares and
// the API does not have yet (account operations written against the team's contract while the API lands them).
// Whatever the API already has wins; what is still pending is printed, so the gap is always visible.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, extendSchema, Kind, parse, printSchema } from 'graphql';

const here = dirname(fileURLToPath(import.meta.url));
const web = join(here, '..');
const base = buildSchema(readFileSync(join(web, '../api/schema.graphql'), 'utf8'));
const pending = parse(readFileSync(join(web, 'schema.pending.graphql'), 'utf8'));

const stillPending = [];
const definitions = [];
for (const definition of pending.definitions) {
  const name = definition.name.value;
  const existing = base.getType(name);
  if (!existing) {
    definitions.push(definition);
    stillPending.push(name);
    continue;
  }
  if (!('fields' in definition) && !('values' in definition)) continue;
  const have = existing.getFields ? existing.getFields() : {};
  const fields = (definition.fields ?? []).filter((field) => !(field.name.value in have));
  if (fields.length === 0) continue;
  const kind =
    existing.constructor.name === 'GraphQLInputObjectType'
      ? Kind.INPUT_OBJECT_TYPE_EXTENSION
      : Kind.OBJECT_TYPE_EXTENSION;
  definitions.push({ kind, name: definition.name, fields, directives: [], interfaces: [] });
  stillPending.push(...fields.map((field) => `${name}.${field.name.value}`));
}

const schema = definitions.length ? extendSchema(base, { kind: Kind.DOCUMENT, definitions }) : base;
const out = join(web, '.relay/__generated__/schema.graphql');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, printSchema(schema) + '\n');
if (stillPending.length)
  console.log(`relay-schema: not yet in apps/api/schema.graphql: ${stillPending.join(', ')}`);
