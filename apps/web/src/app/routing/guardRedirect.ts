import { type DoctorSession } from '../../session/doctorSession';
import { isAdmin, isFormulaManager } from '../../session/permissions';
import { homePath } from './homePath';

const isAt = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The route guards of the account spec (section 2) for pages that need a session: where to send the user instead,
 * or null to show the page. `location` is pathname plus search, kept for the login's redirect.
 */
export function guardRedirect(
  { user, previousUser, twoFactor }: DoctorSession,
  pathname: string,
  search = '',
): string | null {
  if (user === null) return `/login?${new URLSearchParams({ redirect: pathname + search }).toString()}`;
  // An admin acting as a doctor has passed the admin's own login; the doctor's second factor does not apply.
  const impersonating = previousUser !== null;
  if (
    !impersonating &&
    ((twoFactor.enforced && !twoFactor.enabled) || (twoFactor.enabled && !twoFactor.confirmed))
  )
    return '/login';
  const admin = isAdmin(user);
  if (admin && (isAt(pathname, '/orders') || isAt(pathname, '/patients'))) return '/admin';
  if (!admin && isAt(pathname, '/admin')) return homePath({ user, previousUser, twoFactor });
  if (isAt(pathname, '/admin/formula-tool') && !isFormulaManager(user)) return '/admin';
  return null;
}
