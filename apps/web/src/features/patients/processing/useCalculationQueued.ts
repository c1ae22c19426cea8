import { useCallback } from 'react';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay';

/**
 * After a change the server recalculates from (blood values saved, corrected or deleted), the patient counts
 * as being processed at once: the banner shows and the poll runs every second until the server says the
 * calculation is done, then the completion message follows. Without this the poll might only look after the
 * quick calculation had already finished, and the doctor would never learn that it ran.
 */
export function useCalculationQueued(): (patientId: string) => void {
  const environment = useRelayEnvironment();
  return useCallback(
    (patientId: string) =>
      commitLocalUpdate(environment, (store) => {
        store.get(`Patient:${patientId}`)?.setValue(true, 'isBeingProcessed');
      }),
    [environment],
  );
}
