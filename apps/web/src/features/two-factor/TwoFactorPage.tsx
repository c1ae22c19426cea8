import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { type DoctorSession, doctorSession } from '../../session/doctorSession';
import { TwoFactorChallenge } from './TwoFactorChallenge';
import { TwoFactorSetupPage } from './TwoFactorSetupPage';

type Mode = 'challenge' | 'setup' | 'signedIn' | 'signedOut';

export function twoFactorPageMode({ user, twoFactor }: DoctorSession): Mode {
  if (user === null) return twoFactor.enabled && !twoFactor.confirmed ? 'challenge' : 'signedOut';
  return twoFactor.enforced && !twoFactor.enabled ? 'setup' : 'signedIn';
}

/** The code screen after a password login, or the enforced set-up; only reachable half-way through a login. */
export function TwoFactorPage() {
  const redirect = useSearchParams()[0].get('redirect');
  // Decided once: finishing the set-up changes the session, but the recovery codes step must stay on screen.
  const [mode] = useState(() => twoFactorPageMode(doctorSession.get()));
  switch (mode) {
    case 'challenge':
      return <TwoFactorChallenge redirect={redirect} />;
    case 'setup':
      return <TwoFactorSetupPage redirect={redirect} />;
    case 'signedIn':
      return <Navigate to="/" replace />;
    case 'signedOut':
      return <Navigate to="/login" replace />;
  }
}
