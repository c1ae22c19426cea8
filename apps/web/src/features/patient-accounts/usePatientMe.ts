import { useRestResource } from '../../http/useRestResource';
import { patientMe, type PatientMe } from './patientApi';

export type PatientMeState =
  { status: 'loading' } | { status: 'loaded'; me: PatientMe } | { status: 'failed' };

/** GET /api/patient/me, with a reload; a gone session logs out through the error catalogue. */
export function usePatientMe(): { state: PatientMeState; reload: () => void } {
  const { state, reload } = useRestResource(patientMe);
  if (state.status === 'loaded') return { state: { status: 'loaded', me: state.data }, reload };
  return { state: state.status === 'notFound' ? { status: 'failed' } : state, reload };
}
