import { type DoctorSession } from '../../session/doctorSession';
import { isAdmin } from '../../session/permissions';

/** Where `/` leads on the main site. */
export function homePath({ user }: DoctorSession): string {
  if (user === null) return '/login';
  return isAdmin(user) ? '/admin' : '/patients';
}
