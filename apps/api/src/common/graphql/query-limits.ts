import type { ApolloServerPlugin } from '@apollo/server';
import depthLimit from 'graphql-depth-limit';
import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';

// Limits for every caller, anonymous or logged in. The web's own operations stay far below each one
// (test/web-operations.spec.ts checks it, bench/graphql-limits.mjs prints the figures): at most about
// 210 tokens, no aliases, and a cost under 3000 with 50 rows a page.
export const MAX_QUERY_DEPTH = 12;
/** Aliases let one request run the same field many times: 20 is several times what a screen needs. */
export const MAX_ALIASES = 20;
// A page of 200 patients with ~40 fields each costs about 8000; the largest real screen stays below 20000.
export const MAX_QUERY_COMPLEXITY = 25_000;
/** Bounds the parser's work before any rule runs; the largest web operation has about 200 tokens. */
export const MAX_TOKENS = 10_000;

// Limit errors are the client's mistake: 400, as for GraphQL's own validation errors.
const clientError = { http: { status: 400 } };

export const depthLimitRule: ValidationRule = depthLimit(MAX_QUERY_DEPTH) as ValidationRule;

/** Counts aliased fields as they would execute: a fragment spread twice counts its aliases twice. */
export const aliasLimitRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  const count = (selectionSet: SelectionSetNode | undefined, entered: Set<string>): number => {
    let aliases = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (aliases > MAX_ALIASES) break;
      if (selection.kind === Kind.FIELD)
        aliases += (selection.alias ? 1 : 0) + count(selection.selectionSet, entered);
      else if (selection.kind === Kind.INLINE_FRAGMENT) aliases += count(selection.selectionSet, entered);
      else if (!entered.has(selection.name.value)) {
        // A fragment cycle is reported by GraphQL's own rule; here it just stops the walk.
        const fragment = fragments.get(selection.name.value);
        aliases += count(fragment?.selectionSet, new Set(entered).add(selection.name.value));
      }
    }
    return aliases;
  };

  return {
    OperationDefinition(operation) {
      if (count(operation.selectionSet, new Set()) > MAX_ALIASES) {
        context.reportError(
          new GraphQLError(`Too many aliases: an operation may use at most ${MAX_ALIASES}.`, {
            nodes: operation,
          }),
        );
      }
    },
  };
};

// A list field costs its page size times the cost of one item.
export const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const size =
    typeof args.first === 'number' ? args.first : typeof args.limit === 'number' ? args.limit : undefined;
  return size === undefined ? undefined : 1 + childComplexity * Math.max(1, size);
};

// An operation's cost depends on its document, its name and its variables only. Apollo keeps the parsed document
// of a query text and hands the same object to every request that sends it, so the cost is kept per document and
// variables (walking the document took ~0.2 ms of every request). A document keeps its last 50 variable sets; very
// long variables (a big input) are not kept.
const KEPT_VARIABLE_SETS = 50;
const KEPT_KEY_LENGTH = 2_000;
const knownCosts = new WeakMap<DocumentNode, Map<string, number>>();

/** The operation's cost; throws when the variables do not coerce (execution then refuses them). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): number {
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables)}`;
  const known = knownCosts.get(document)?.get(key);
  if (known !== undefined) return known;
  const cost = getComplexity({
    schema,
    query: document,
    operationName,
    variables,
    estimators: [pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
  if (key.length <= KEPT_KEY_LENGTH) {
    let costs = knownCosts.get(document);
    if (!costs) knownCosts.set(document, (costs = new Map()));
    if (costs.size >= KEPT_VARIABLE_SETS) costs.delete(costs.keys().next().value!);
    costs.set(key, cost);
  }
  return cost;
}

export const complexityLimitPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document, schema }) {
        let complexity: number;
        try {
          complexity = operationCost(
            schema,
            document,
            request.operationName ?? undefined,
            request.variables ?? {},
          );
        } catch {
          // Variables that do not coerce: execution refuses them with BAD_USER_INPUT and a clear message.
          return;
        }
        if (complexity > MAX_QUERY_COMPLEXITY) {
          throw new GraphQLError(
            `Query is too complex: ${complexity}. The maximum allowed complexity is ${MAX_QUERY_COMPLEXITY}.`,
            { extensions: { code: 'QUERY_TOO_COMPLEX', ...clientError } },
          );
        }
      },
    };
  },
};
