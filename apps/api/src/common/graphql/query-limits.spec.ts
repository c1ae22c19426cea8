import { buildSchema, parse, validate } from 'graphql';
import {
  aliasLimitRule,
  depthLimitRule,
  MAX_ALIASES,
  MAX_QUERY_DEPTH,
  operationCost,
} from './query-limits.js';

const toy = buildSchema('type Node { id: ID child: Node } type Query { node: Node }');
const nested = (depth: number) =>
  `{ ${'node { '.repeat(1)}${'child { '.repeat(depth - 1)}id${' }'.repeat(depth)} }`;

describe('depth limit', () => {
  it(`accepts a query ${MAX_QUERY_DEPTH} levels deep`, () => {
    expect(validate(toy, parse(nested(MAX_QUERY_DEPTH)), [depthLimitRule])).toEqual([]);
  });

  it('refuses one level more', () => {
    const errors = validate(toy, parse(nested(MAX_QUERY_DEPTH + 1)), [depthLimitRule]);
    expect(errors.map((e) => e.message)).toEqual([
      `'' exceeds maximum operation depth of ${MAX_QUERY_DEPTH}`,
    ]);
  });
});

describe('alias limit', () => {
  const aliases = (count: number) => Array.from({ length: count }, (_, i) => `a${i}: node { id }`).join(' ');
  const check = (query: string) => validate(toy, parse(query), [aliasLimitRule]).map((e) => e.message);
  const refused = [`Too many aliases: an operation may use at most ${MAX_ALIASES}.`];

  it(`accepts ${MAX_ALIASES} aliases and refuses one more`, () => {
    expect(check(`{ ${aliases(MAX_ALIASES)} }`)).toEqual([]);
    expect(check(`{ ${aliases(MAX_ALIASES + 1)} }`)).toEqual(refused);
  });

  it('counts aliases inside nested selections, inline fragments and every spread of a fragment', () => {
    expect(check(`{ node { ... on Node { ${aliases(MAX_ALIASES + 1)} } } }`)).toEqual(refused);
    const spreads = Array.from({ length: 3 }, (_, i) => `n${i}: node { ...F }`).join(' ');
    expect(check(`{ ${spreads} } fragment F on Node { ${aliases(6).replace(/node/g, 'child')} }`)).toEqual(
      refused,
    );
  });

  it('stops at a fragment cycle instead of looping', () => {
    expect(check('{ node { ...A } } fragment A on Node { x: child { ...A } }')).toEqual([]);
  });
});

describe('operation cost', () => {
  const lists = buildSchema(
    'type Item { id: ID name: String } type Query { items(first: Int, search: String): [Item] }',
  );
  const query =
    'query Items($first: Int, $search: String) { items(first: $first, search: $search) { id name } }';

  it('counts a page as its size times an item, per set of variables of the same document', () => {
    const document = parse(query);
    expect(operationCost(lists, document, 'Items', { first: 10 })).toBe(21);
    expect(operationCost(lists, document, 'Items', { first: 1000 })).toBe(2001);
    expect(operationCost(lists, document, 'Items', { first: 10 })).toBe(21);
  });

  it('keeps the cost of a document and its variables instead of walking the document again', () => {
    const document = parse(query);
    expect(operationCost(lists, document, 'Items', { first: 10, search: 'a' })).toBe(21);
    // A parsed document never changes in the server; emptied here, only a kept cost can still answer.
    Object.assign(document, { definitions: [] });
    expect(operationCost(lists, document, 'Items', { first: 10, search: 'a' })).toBe(21);
    expect(operationCost(lists, document, 'Items', { first: 10, search: 'b' })).toBe(0);
  });

  it('does not keep the cost of very long variables', () => {
    const document = parse(query);
    const long = { first: 10, search: 'x'.repeat(5_000) };
    expect(operationCost(lists, document, 'Items', long)).toBe(21);
    Object.assign(document, { definitions: [] });
    expect(operationCost(lists, document, 'Items', long)).toBe(0);
  });
});
