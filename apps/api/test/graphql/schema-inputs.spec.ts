import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import { type TestClient } from '../helpers/client.js';
import { sampleValue } from '../helpers/sample-values.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

// Walks every argument of every query and mutation, down to each text or id inside input objects and
// lists, and sends it a value Postgres refuses (NUL, an unpaired surrogate) or an id that is no row id.
// Whoever sends it (a doctor, an admin), the answer must be a validation error naming that path:
// never an internal error, and never a resolver run with it.
const BAD_TEXT = ['\u0000', 'a\ud800b'];
const BAD_ID = ['abc', '1\u0000'];

type Step = string | number;
interface Position {
  path: Step[];
  values: string[];
}

// Every place under `type` where a text or an id can go, with the bad values for it.
function positionsIn(type: GraphQLInputType, path: Step[], depth = 0): Position[] {
  if (isNonNullType(type)) return positionsIn(type.ofType, path, depth);
  if (isListType(type)) return positionsIn(type.ofType, [...path, 0], depth);
  if (isEnumType(type)) return [];
  if (isInputObjectType(type)) {
    if (depth > 5) return [];
    return Object.values(type.getFields()).flatMap((field) =>
      positionsIn(field.type, [...path, field.name], depth + 1),
    );
  }
  if (['Int', 'Float', 'Boolean'].includes(type.name)) return [];
  return [{ path, values: type.name === 'ID' ? BAD_ID : BAD_TEXT }];
}

// A sample value of the argument with `bad` placed at `path`, filling whatever lies on the way.
function withValueAt(type: GraphQLInputType, path: Step[], bad: string): unknown {
  if (isNonNullType(type)) return withValueAt(type.ofType, path, bad);
  if (!path.length) return bad;
  const [step, ...rest] = path;
  if (isListType(type)) return [withValueAt(type.ofType, rest, bad)];
  if (!isInputObjectType(type)) throw new Error(`cannot step into ${String(type)}`);
  const field = type.getFields()[step as string];
  return { ...(sampleValue(type) as object), [step]: withValueAt(field.type, rest, bad) };
}

interface Case {
  title: string;
  query: string;
  variables: Record<string, unknown>;
  path: string;
}

function casesOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Case[] {
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  return field.args.flatMap((target: GraphQLArgument) =>
    positionsIn(target.type, []).flatMap(({ path, values }) =>
      values.map((bad) => {
        const args = [...new Set([...required, target])];
        const variables = Object.fromEntries(
          args.map((arg) => [
            arg.name,
            arg === target ? withValueAt(arg.type, path, bad) : sampleValue(arg.type),
          ]),
        );
        const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
        const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const where = [target.name, ...path].join('.');
        return {
          title: `${field.name}(${where}) = ${JSON.stringify(bad)}`,
          query: `${kind} (${declared}) { ${field.name}(${passed})${selection} }`,
          variables,
          path: where,
        };
      }),
    ),
  );
}

let app: INestApplication;
const callers: Record<string, TestClient> = {};
let cases: Case[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const schema = app.get(GraphQLSchemaHost).schema;
  cases = [
    ...Object.values(schema.getQueryType()!.getFields()).flatMap((field) => casesOf('query', field)),
    ...Object.values(schema.getMutationType()!.getFields()).flatMap((field) => casesOf('mutation', field)),
  ];
  for (const [role, options] of [
    ['doctor', {}],
    ['admin', { permissions: ['ManageMedicalCenters', 'ManageUsers'] as never }],
  ] as const) {
    callers[role] = (await signedIn(app, options)).client;
  }
});
afterAll(() => closeApp(app));

it('finds the arguments of the schema', () => {
  // Every root field with a text or id argument takes part; this guards the walk itself.
  expect(cases.length).toBeGreaterThan(150);
  expect(cases.map((c) => c.path)).toEqual(
    expect.arrayContaining(['search', 'partnershipModel.connect', 'input.answers.0.values.0', 'id']),
  );
});

it.each(['doctor', 'admin'])('answers every bad text and id with a validation error, as %s', async (role) => {
  const failures: string[] = [];
  for (let start = 0; start < cases.length; start += 8) {
    const batch = cases.slice(start, start + 8);
    const results = await Promise.all(batch.map((c) => callers[role].graphql(c.query, c.variables)));
    results.forEach((result, index) => {
      const { title, path } = batch[index];
      const error = result.errors?.[0];
      const validation = error?.extensions?.validation as Record<string, string[]> | undefined;
      const internal =
        result.status >= 500 || result.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
      if (internal || error?.extensions?.code !== 'VALIDATION' || !validation?.[path]?.length)
        failures.push(`${title}: ${result.status} ${JSON.stringify(result.errors ?? result.data)}`);
    });
  }
  expect(failures).toEqual([]);
});
