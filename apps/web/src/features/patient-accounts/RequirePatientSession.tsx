import { Navigate, Outlet } from 'react-router-dom';
import { usePatientSession } from '../../session/patientSession';

/** Layout route around the patient portal's pages that need a signed-in patient. */
export function RequirePatientSession() {
  const { isAuthenticated } = usePatientSession();
  return isAuthenticated ? <Outlet /> : <Navigate to="/login" replace />;
}
