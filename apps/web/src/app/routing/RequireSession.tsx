import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useDoctorSession } from '../../session/doctorSession';
import { guardRedirect } from './guardRedirect';

/** Layout route around every page of the main site that needs a signed-in doctor or admin. */
export function RequireSession() {
  const session = useDoctorSession();
  const { pathname, search } = useLocation();
  const redirect = guardRedirect(session, pathname, search);
  return redirect === null ? <Outlet /> : <Navigate to={redirect} replace />;
}
