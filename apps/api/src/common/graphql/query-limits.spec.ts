import { buildSchema, parse, validate } from 'graphql';
import { depthLimitRule, MAX_QUERY_DEPTH } from './query-limits.js';

const schema = buildSchema('type Node { id: ID child: Node } type Query { node: Node }');
const nested = (depth: number) =>
  `{ ${'node { '.repeat(1)}${'child { '.repeat(depth - 1)}id${' }'.repeat(depth)} }`;

describe('depth limit', () => {
  it(`accepts a query ${MAX_QUERY_DEPTH} levels deep`, () => {
    expect(validate(schema, parse(nested(MAX_QUERY_DEPTH)), [depthLimitRule])).toEqual([]);
  });

  it('refuses one level more', () => {
    const errors = validate(schema, parse(nested(MAX_QUERY_DEPTH + 1)), [depthLimitRule]);
    expect(errors.map((e) => e.message)).toEqual([
      `'' exceeds maximum operation depth of ${MAX_QUERY_DEPTH}`,
    ]);
  });
});
