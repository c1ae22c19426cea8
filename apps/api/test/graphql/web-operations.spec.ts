import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@portal/shared-types';
import {
  buildSchema,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  Kind,
  Lexer,
  type OperationDefinitionNode,
  parse,
  Source,
  TokenKind,
  typeFromAST,
  validate,
} from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';
import {
  aliasLimitRule,
  depthLimitRule,
  MAX_QUERY_COMPLEXITY,
  MAX_TOKENS,
  pageSizeEstimator,
} from '../../src/common/graphql/query-limits.js';
import { sampleValue } from '../helpers/sample-values.js';
import { repoRoot, webOperations } from '../helpers/web-operations.js';

// The web's own operations, as Relay compiled them, must pass every limit with the largest page the
// screens offer, so the limits can never break the product.
describe("the web's operations", () => {
  const schema: GraphQLSchema = buildSchema(readFileSync(join(repoRoot, 'apps/api/schema.graphql'), 'utf8'));
  const operations = [...webOperations().values()];
  const largestPage = Math.max(...PAGE_SIZE_OPTIONS);

  // Page sizes come from the screens' options; other variables only need a value of their type.
  const variablesOf = (operation: OperationDefinitionNode) =>
    Object.fromEntries(
      (operation.variableDefinitions ?? []).map((definition) => [
        definition.variable.name.value,
        definition.variable.name.value === 'first'
          ? largestPage
          : // A file travels in the multipart body; for the cost it is any value.
            getNamedType(typeFromAST(schema, definition.type as never))?.name === 'Upload'
            ? 'file'
            : sampleValue(typeFromAST(schema, definition.type as never) as GraphQLInputType),
      ]),
    );

  it('are found', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('stay within the token, depth, alias and cost limits', () => {
    for (const text of operations) {
      const lexer = new Lexer(new Source(text));
      let tokens = 0;
      while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
      expect(tokens).toBeLessThan(MAX_TOKENS / 10);
      const document = parse(text);
      expect(validate(schema, document, [depthLimitRule, aliasLimitRule])).toEqual([]);
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
      const complexity = getComplexity({
        schema,
        query: document,
        variables: variablesOf(operation),
        estimators: [pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
      });
      expect(complexity).toBeLessThan(MAX_QUERY_COMPLEXITY / 5);
    }
  });

  it('leave room for the largest page the API accepts on a simple list', () => {
    const picker = parse(
      `{ countries(first: ${MAX_PAGE_SIZE}) { data { id name_de name_en country_code } } }`,
    );
    expect(
      getComplexity({
        schema,
        query: picker,
        variables: {},
        estimators: [pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
      }),
    ).toBeLessThan(MAX_QUERY_COMPLEXITY);
  });
});
