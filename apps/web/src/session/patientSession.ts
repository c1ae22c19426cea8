import { createPersistedStore } from '../lib/persistedStore';
import { useStore } from '../lib/store';

export interface PatientUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

export interface PatientSession {
  isAuthenticated: boolean;
  patientId: string | null;
  user: PatientUser | null;
}

export const signedOutPatientSession: PatientSession = {
  isAuthenticated: false,
  patientId: null,
  user: null,
};

const store = createPersistedStore('portal.patientSession', signedOutPatientSession);

export const patientSession = {
  ...store,
  logout(): void {
    store.set(signedOutPatientSession);
  },
};

export const usePatientSession = (): PatientSession => useStore(patientSession);
