import { Navigate } from 'react-router-dom';
import { useDoctorSession } from '../../session/doctorSession';
import { usePatientSession } from '../../session/patientSession';
import { homePath, patientHomePath } from './homePath';

export function HomeRedirect() {
  return <Navigate to={homePath(useDoctorSession())} replace />;
}

export function PatientHomeRedirect() {
  return <Navigate to={patientHomePath(usePatientSession())} replace />;
}
