import { useCallback } from 'react';
import { loadQuery, type PreloadedQuery, useQueryLoader } from 'react-relay';
import {
  type LoaderFunctionArgs,
  type Params,
  type ShouldRevalidateFunction,
  useLoaderData,
} from 'react-router-dom';
import {
  type ConcreteRequest,
  type FetchPolicy,
  type GraphQLTaggedNode,
  type OperationType,
} from 'relay-runtime';
import { currentRelayEnvironment } from './environment';

/** Reads a query's variables from the URL and the path's parameters, as the screen does. */
export type RouteVariables<Query extends OperationType> = (url: URL, params: Params) => Query['variables'];

/**
 * A route's `loader` that starts the screen's query when the route is entered, in parallel with the screen's code
 * (a static loader beside `lazy`), and returns the query reference at once: the navigation does not wait for the
 * data, the screen suspends on it (`usePreloadedQuery`). `artifact` imports the query's generated module, so the
 * first chunk carries neither the query nor the screen. `shouldRevalidate` runs the loader again only when the
 * variables change (not for a dialog's `action` in the URL, nor a sibling tab below the route).
 */
export interface RouteQuery<Query extends OperationType> {
  /** Spread into the route: `loader` and `shouldRevalidate`. */
  route: {
    loader: (args: LoaderFunctionArgs) => Promise<PreloadedQuery<Query>>;
    shouldRevalidate: ShouldRevalidateFunction;
  };
  artifact: () => Promise<{ default: ConcreteRequest }>;
  variables: RouteVariables<Query>;
}

export function routeQuery<Query extends OperationType>(
  artifact: () => Promise<{ default: ConcreteRequest }>,
  variables: RouteVariables<Query>,
  fetchPolicy: FetchPolicy,
): RouteQuery<Query> {
  return {
    route: {
      loader: async ({ request, params }) => {
        const { default: query } = await artifact();
        return loadQuery<Query>(currentRelayEnvironment(), query, variables(new URL(request.url), params), {
          fetchPolicy,
        });
      },
      shouldRevalidate: ({ currentUrl, currentParams, nextUrl, nextParams }) =>
        JSON.stringify(variables(currentUrl, currentParams)) !==
        JSON.stringify(variables(nextUrl, nextParams)),
    },
    artifact,
    variables,
  };
}

/**
 * The screen's side: the reference its route's loader started, and `load` to fetch anew from the server (a refresh
 * after a change, a retry, other variables). Kept in `useQueryLoader`, which releases every reference it replaced
 * once the next one is on screen, the route's loader's too, and all of them when the screen goes.
 */
export function useRouteQuery<Query extends OperationType>(query: GraphQLTaggedNode) {
  // The route's loader is this query's routeQuery (useLoaderData's own type would serialize it).
  const loaded: unknown = useLoaderData();
  const fromRoute = loaded as PreloadedQuery<Query>;
  const [queryRef, loadQueryRef] = useQueryLoader<Query>(query, fromRoute);
  // useQueryLoader returns null only after its dispose, which no screen calls.
  const current = queryRef ?? fromRoute;
  const load = useCallback(
    (variables: Query['variables'] = current.variables) =>
      loadQueryRef(variables, { fetchPolicy: 'network-only' }),
    [current.variables, loadQueryRef],
  );
  return { queryRef: current, load };
}
