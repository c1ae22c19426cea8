import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/** Any JSON value, passed through as is (so far output only: what was sent to the lab). */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'A JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
