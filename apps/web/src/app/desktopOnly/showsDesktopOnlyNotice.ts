import { isMobileUserAgent } from './isMobileUserAgent';
import { isPublicRoute } from './publicRoutes';

/** The portal is desktop-only: phones and tablets see a notice instead of any page that needs a session. */
export const showsDesktopOnlyNotice = (pathname: string, userAgent: string): boolean =>
  isMobileUserAgent(userAgent) && !isPublicRoute(pathname);
