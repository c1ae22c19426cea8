import { Navigate, Outlet } from 'react-router-dom';
import { useDoctorSession } from '../../session/doctorSession';

/** The registration pages are for people without an account: signed-in users go to their settings. */
export function RedirectIfSignedIn() {
  const { user } = useDoctorSession();
  return user === null ? <Outlet /> : <Navigate to="/account/settings" replace />;
}
