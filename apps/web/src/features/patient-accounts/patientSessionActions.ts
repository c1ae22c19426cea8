import { doctorSession } from '../../session/doctorSession';
import { patientSession } from '../../session/patientSession';
import { clearSessions } from '../sessions/session';
import { patientLogout, type PatientLoginResult } from './patientApi';

/** A server session acts for a doctor or a patient, never both: a patient login ends the doctor's here too. */
export function signInPatient({ patient }: PatientLoginResult): void {
  doctorSession.logout();
  patientSession.set({
    isAuthenticated: true,
    patientId: patient.id,
    user: {
      id: patient.id,
      first_name: patient.first_name,
      last_name: patient.last_name,
      email: patient.email,
    },
  });
}

/** Ends the server session when it still exists; the local one ends regardless. */
export async function signOutPatient(): Promise<void> {
  try {
    await patientLogout();
  } catch {
    // Already gone (or the network is): the patient still leaves.
  }
  clearSessions();
}
