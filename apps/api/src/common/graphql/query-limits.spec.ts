import { buildSchema, parse, validate } from 'graphql';
import { aliasLimitRule, depthLimitRule, MAX_ALIASES, MAX_QUERY_DEPTH } from './query-limits.js';

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
