import type { ApolloServerPlugin } from '@apollo/server';
import depthLimit from 'graphql-depth-limit';
import { GraphQLError, type ValidationRule } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 12;
// A page of 200 patients with ~40 fields each costs about 8000; the largest real screen stays below 20000.
export const MAX_QUERY_COMPLEXITY = 25_000;

// A list field costs its page size times the cost of one item.
const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const size =
    typeof args.first === 'number' ? args.first : typeof args.limit === 'number' ? args.limit : undefined;
  return size === undefined ? undefined : 1 + childComplexity * Math.max(1, size);
};

export const depthLimitRule: ValidationRule = depthLimit(MAX_QUERY_DEPTH) as ValidationRule;

export const complexityLimitPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document, schema }) {
        let complexity: number;
        try {
          complexity = getComplexity({
            schema,
            query: document,
            operationName: request.operationName ?? undefined,
            variables: request.variables ?? {},
            estimators: [pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
          });
        } catch {
          // Variables that do not coerce: execution refuses them with BAD_USER_INPUT and a clear message.
          return;
        }
        if (complexity > MAX_QUERY_COMPLEXITY) {
          throw new GraphQLError(
            `Query is too complex: ${complexity}. The maximum allowed complexity is ${MAX_QUERY_COMPLEXITY}.`,
            { extensions: { code: 'QUERY_TOO_COMPLEX' } },
          );
        }
      },
    };
  },
};
