import { Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useDoctorSession } from '../session/doctorSession';
import { NewOrderAction } from '../features/orders/newOrder/NewOrderAction';
import { RegisterSampleAction } from '../features/samples/RegisterSampleAction';
import { OrderDetailsAction } from '../features/orders/details/OrderDetailsAction';
import { AppHeader } from './AppHeader';
import { ImpersonationBanner } from './header/ImpersonationBanner';
import { DesktopOnlyNotice } from './desktopOnly/DesktopOnlyNotice';
import { showsDesktopOnlyNotice } from './desktopOnly/showsDesktopOnlyNotice';
import { fullPathname, type Portal } from './portal/portal';

/** The layout route of both routers: header and page, or the desktop-only notice on phones. */
export function AppShell({ portal }: { portal: Portal }) {
  const { pathname } = useLocation();
  const { user, previousUser } = useDoctorSession();
  if (showsDesktopOnlyNotice(fullPathname(portal, pathname), navigator.userAgent))
    return <DesktopOnlyNotice />;
  return (
    <div className="app-shell">
      <AppHeader portal={portal} />
      {portal === 'main' && previousUser !== null && user !== null && <ImpersonationBanner doctor={user} />}
      <main className="app-main">
        <Suspense fallback={<Spinner className="page-spinner" />}>
          <Outlet />
        </Suspense>
        {/* The new-order modal opens over any page (header create menu, patient rows, profile). */}
        {portal === 'main' && user !== null && <NewOrderAction />}
        {portal === 'main' && user !== null && <RegisterSampleAction />}
        {portal === 'main' && user !== null && <OrderDetailsAction />}
      </main>
    </div>
  );
}
