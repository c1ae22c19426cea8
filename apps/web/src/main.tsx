import '@blueprintjs/core/lib/css/blueprint.css';
import './theme/theme.css';
import './styles.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { loadIconsPerUse } from './app/iconLoader';
import { portalOf } from './app/portal/portal';
import { createPortalRouter } from './app/routing/routers';
import { i18n, loadTexts } from './i18n/i18n';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

loadIconsPerUse();
// Focus rings for the keyboard, none after a mouse click.
FocusStyleManager.onlyShowFocusOnTabs();

const router = createPortalRouter(portalOf(window.location.pathname));

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
// The shown language's texts first (their own chunk); without them the screens would show keys.
void loadTexts(i18n.language).then(render, render);
