import { render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, type LoaderFunctionArgs, RouterProvider } from 'react-router-dom';
import { type ConcreteRequest, type Environment, type OperationType } from 'relay-runtime';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import { i18n } from '../i18n/i18n';
import { resetRelayEnvironment } from '../relay/environment';
import { type RouteQuery } from '../relay/routeQuery';

/**
 * Renders a screen at `path` inside a memory router, with i18n (German) and a Relay mock environment;
 * `route` is the route's pattern when the screen reads path parameters (`/pay/:token`). `loader` is the screen's
 * route's (e.g. a routeQuery): it runs with the mock environment, as the app's router runs it before the screen.
 */
export function renderScreen(
  element: ReactElement,
  {
    path = '/',
    route = path.split('?')[0],
    environment = createMockEnvironment(),
    loader,
  }: {
    path?: string;
    route?: string;
    environment?: ReturnType<typeof createMockEnvironment>;
    loader?: RouteQuery<OperationType>;
  } = {},
) {
  void i18n.changeLanguage('de');
  if (loader !== undefined) resetRelayEnvironment(environment);
  let answering = false;
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: <Suspense fallback="loading">{element}</Suspense>,
        hydrateFallbackElement: <p>loading</p>,
        ...(loader && {
          shouldRevalidate: loader.route.shouldRevalidate,
          loader: async (args: LoaderFunctionArgs) => {
            const { default: query } = await loader.artifact();
            if (!answering) answerLoadedQueries(environment, query);
            answering = true;
            return loader.route.loader(args);
          },
        }),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <RelayEnvironmentProvider environment={environment as Environment}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </RelayEnvironmentProvider>,
  );
  return { ...result, router, environment };
}

/**
 * `loadQuery` (a route's loader, a screen's `load`) sends through the network, past the mock environment's list of
 * operations its resolvers answer (resolveAllOperations); this puts the query's requests on that list first.
 */
function answerLoadedQueries(environment: RelayMockEnvironment, query: ConcreteRequest): void {
  const network = environment.getNetwork();
  const execute: typeof network.execute = (request, variables, ...rest) => {
    const known = environment.mock
      .getAllOperations()
      .some(
        (operation) =>
          operation.request.node.params === request &&
          JSON.stringify(operation.request.variables) === JSON.stringify(variables),
      );
    if (request === query.params && !known) environment.mock.queuePendingOperation(query, variables);
    return network.execute(request, variables, ...rest);
  };
  environment.getNetwork = () => ({ execute });
}
