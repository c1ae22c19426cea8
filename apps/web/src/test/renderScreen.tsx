import { render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { i18n } from '../i18n/i18n';

/**
 * Renders a screen at `path` inside a memory router, with i18n (German) and a Relay mock environment;
 * `route` is the route's pattern when the screen reads path parameters (`/pay/:token`).
 */
export function renderScreen(
  element: ReactElement,
  { path = '/', route = path.split('?')[0], environment = createMockEnvironment() } = {},
) {
  void i18n.changeLanguage('de');
  const router = createMemoryRouter(
    [
      { path: route, element: <Suspense fallback="loading">{element}</Suspense> },
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
