import { Outlet, useLocation } from 'react-router-dom';
import { AppHeader } from './AppHeader';
import { DesktopOnlyNotice } from './desktopOnly/DesktopOnlyNotice';
import { showsDesktopOnlyNotice } from './desktopOnly/showsDesktopOnlyNotice';
import { fullPathname, type Portal } from './portal/portal';

/** The layout route of both routers: header and page, or the desktop-only notice on phones. */
export function AppShell({ portal }: { portal: Portal }) {
  const { pathname } = useLocation();
  if (showsDesktopOnlyNotice(fullPathname(portal, pathname), navigator.userAgent))
    return <DesktopOnlyNotice />;
  return (
    <div className="app-shell">
      <AppHeader portal={portal} />
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
