import { render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { i18n } from '../i18n/i18n';

/** Renders a screen at `path` inside a memory router, with i18n (German) and a Relay mock environment. */
export function renderScreen(
  element: ReactElement,
  { path = '/', environment = createMockEnvironment() } = {},
) {
  void i18n.changeLanguage('de');
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: <Suspense fallback="loading">{element}</Suspense> },
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
