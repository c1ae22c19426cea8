import { Navigate } from 'react-router-dom';
import { useDoctorSession } from '../../session/doctorSession';
import { homePath } from './homePath';

export function HomeRedirect() {
  return <Navigate to={homePath(useDoctorSession())} replace />;
}
