import { useCallback, useEffect, useState } from 'react';
import { patientMe, type PatientMe } from './patientApi';

export type PatientMeState =
  { status: 'loading' } | { status: 'loaded'; me: PatientMe } | { status: 'failed' };

/** GET /api/patient/me, with a reload; a gone session logs out through the error catalogue. */
export function usePatientMe(): { state: PatientMeState; reload: () => void } {
  const [state, setState] = useState<PatientMeState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    patientMe().then(
      (me) => current && setState({ status: 'loaded', me }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
