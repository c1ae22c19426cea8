import { buildSchema, type DocumentNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { findBadArguments } from './input-guard.js';

const schema = buildSchema(`
  input Connect { connect: ID! }
  input Filter { names: [String!] nested: Connect count: Int }
  type Item { id: ID! label(lang: String): String }
  type Query { items(search: String, filter: Filter, ids: [ID!]): [Item!]! item(id: ID!): Item }
  type Mutation { link(id: ID!, to: Connect!): Item }
`);
const INVALID = 'Dieses Feld enthält ungültige Zeichen.';
const UNKNOWN = 'Unbekannter Eintrag.';

const problems = (query: string, variables: Record<string, unknown> = {}) => {
  const document: DocumentNode = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return findBadArguments(schema, document, operation, variables).map((error) => ({
    message: error.message,
    validation: error.extensions.validation,
  }));
};

describe('findBadArguments', () => {
  it('accepts ordinary text and row ids', () => {
    expect(problems('{ items(search: "Müller 😀", ids: ["1", 2]) { id } item(id: 5) { id } }')).toEqual([]);
    expect(
      problems('query ($s: String, $id: ID!) { items(search: $s) { id } item(id: $id) { id } }', {
        s: 'ß',
        id: 7,
      }),
    ).toEqual([]);
  });

  it('names a NUL or an unpaired surrogate in a literal or a variable by its argument path', () => {
    expect(problems('{ items(search: "a\\u0000") { id } }')).toEqual([
      { message: 'Validation failed for the field [items].', validation: { search: [INVALID] } },
    ]);
    expect(
      problems('query ($f: Filter) { items(filter: $f) { id } }', { f: { names: ['ok', '\ud800'] } }),
    ).toEqual([
      { message: 'Validation failed for the field [items].', validation: { 'filter.names.1': [INVALID] } },
    ]);
  });

  it('refuses ids that are not row ids, at any depth', () => {
    expect(
      problems('mutation ($to: Connect!) { link(id: "abc", to: $to) { id } }', { to: { connect: '1.5' } }),
    ).toEqual([
      {
        message: 'Validation failed for the field [link].',
        validation: { id: [UNKNOWN], 'to.connect': [UNKNOWN] },
      },
    ]);
    expect(problems('{ items(ids: ["1", "-2"]) { id } }')[0].validation).toEqual({ 'ids.1': [UNKNOWN] });
    expect(
      problems('query ($f: Filter) { items(filter: $f) { id } }', { f: { nested: { connect: 'x' } } })[0]
        .validation,
    ).toEqual({
      'filter.nested.connect': [UNKNOWN],
    });
  });

  it('checks arguments of nested fields and variables left to their defaults', () => {
    expect(problems('{ items { label(lang: "d\\u0000e") } }')[0]).toEqual({
      message: 'Validation failed for the field [label].',
      validation: { lang: [INVALID] },
    });
    expect(problems('query ($s: String = "\\u0000") { items(search: $s) { id } }')[0].validation).toEqual({
      search: [INVALID],
    });
  });

  it('leaves missing or mistyped values to GraphQL, which refuses them with its own message', () => {
    expect(problems('query ($id: ID!) { item(id: $id) { id } }')).toEqual([]);
    expect(problems('{ items(filter: { count: 1 }) { id } }')).toEqual([]);
  });
});
