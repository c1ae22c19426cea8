import { type DoctorSession } from '../../session/doctorSession';
import { type PatientSession } from '../../session/patientSession';
import { isAdmin } from '../../session/permissions';

/** Where `/` leads on the main site. */
export function homePath({ user }: DoctorSession): string {
  if (user === null) return '/login';
  return isAdmin(user) ? '/admin' : '/patients';
}

/** Where `/patient` leads, relative to the patient portal. */
export function patientHomePath({ isAuthenticated }: PatientSession): string {
  // The spec only says where an unauthenticated patient goes; the account page is the portal's only other screen.
  return isAuthenticated ? '/account-settings' : '/login';
}
