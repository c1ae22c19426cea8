import { fetchQuery, graphql } from 'react-relay';
import { currentRelayEnvironment, resetRelayEnvironment } from '../../relay/environment';
import { doctorSession, type SessionUser, type TwoFactorFlags } from '../../session/doctorSession';
import { patientSession } from '../../session/patientSession';
import { logout } from './authApi';
import { type sessionQuery } from './__generated__/sessionQuery.graphql';

const query = graphql`
  query sessionQuery {
    me {
      id
      first_name
      last_name
      email
      getAllPermissions
      two_factor_confirmed_at
    }
    enforceTwoFactor
  }
`;

export interface LoadedSession {
  user: SessionUser;
  /** The user has confirmed a second factor. */
  enabled: boolean;
  enforced: boolean;
}

/** The signed-in user and the server's two-factor setting, straight from the server. */
export async function loadSession(): Promise<LoadedSession> {
  const data = await fetchQuery<sessionQuery>(
    currentRelayEnvironment(),
    query,
    {},
    {
      fetchPolicy: 'network-only',
    },
  ).toPromise();
  const me = data?.me;
  if (!me) throw new Error('The session has no user.');
  return {
    user: {
      id: me.id,
      first_name: me.first_name,
      last_name: me.last_name,
      email: me.email,
      permissions: me.getAllPermissions,
    },
    enabled: me.two_factor_confirmed_at != null,
    enforced: data.enforceTwoFactor,
  };
}

export function signIn({ user, enabled, enforced }: LoadedSession, confirmed: boolean): void {
  resetRelayEnvironment();
  doctorSession.set({
    user,
    previousUser: null,
    twoFactor: { enabled, confirmed: enabled && confirmed, enforced },
  });
}

/** After a password login that asks for a second factor: authenticated, but only for the code screen. */
export function awaitSecondFactor(enforced: boolean): void {
  doctorSession.set({
    user: null,
    previousUser: null,
    twoFactor: { enabled: true, confirmed: false, enforced },
  });
}

export function updateTwoFactor(flags: Partial<TwoFactorFlags>): void {
  const session = doctorSession.get();
  doctorSession.set({ ...session, twoFactor: { ...session.twoFactor, ...flags } });
}

/** Clears both sessions and every cached record; the server session ends too when it still exists. */
export function clearSessions(): void {
  doctorSession.logout();
  patientSession.logout();
  resetRelayEnvironment();
}

export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // The server session may already be gone; the local one ends regardless.
  }
  clearSessions();
}

/** An admin acting as a doctor: the admin stays as previous user; no admin rights, no two-factor flag. */
export function startImpersonation(doctor: SessionUser): void {
  const session = doctorSession.get();
  resetRelayEnvironment();
  doctorSession.set({
    user: doctor,
    previousUser: session.previousUser ?? session.user,
    twoFactor: { ...session.twoFactor, enabled: false },
  });
}

/** The header shows the session user's name: keep it in step with a saved profile. */
export function updateSessionUser(
  changes: Partial<Pick<SessionUser, 'first_name' | 'last_name' | 'email'>>,
): void {
  const session = doctorSession.get();
  if (session.user !== null) doctorSession.set({ ...session, user: { ...session.user, ...changes } });
}
