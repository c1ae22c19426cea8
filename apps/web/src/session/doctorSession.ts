import { forgetXsrfToken } from '../http/xsrf';
import { createPersistedStore } from '../lib/persistedStore';
import { useStore } from '../lib/store';
import { type HasPermissions } from './permissions';

/** The signed-in doctor or administrator, as far as the shell needs it; the login fills in the rest. */
export interface SessionUser extends HasPermissions {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

export interface TwoFactorFlags {
  enabled: boolean;
  confirmed: boolean;
  enforced: boolean;
}

export interface DoctorSession {
  user: SessionUser | null;
  // The admin behind an impersonated doctor; null when nobody is impersonated.
  previousUser: SessionUser | null;
  twoFactor: TwoFactorFlags;
}

export const signedOutDoctorSession: DoctorSession = {
  user: null,
  previousUser: null,
  twoFactor: { enabled: false, confirmed: false, enforced: false },
};

const store = createPersistedStore('portal.session', signedOutDoctorSession);

export const doctorSession = {
  ...store,
  logout(): void {
    store.set(signedOutDoctorSession);
    forgetXsrfToken();
  },
};

export const useDoctorSession = (): DoctorSession => useStore(doctorSession);
