import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { toast } from '../../../shared/toast/toast';
import { type useProcessingPoll_patient$key } from './__generated__/useProcessingPoll_patient.graphql';
import { type useProcessingPollQuery } from './__generated__/useProcessingPollQuery.graphql';
import { pollIntervalMs, processingFinished } from './pollInterval';

const pollQuery = graphql`
  query useProcessingPollQuery($id: ID!) {
    patient(id: $id) {
      id
      isBeingProcessed
    }
  }
`;

/**
 * Keeps the patient's isBeingProcessed fresh while a patient page is open (spec section 4) and says so when a
 * calculation has finished. The fetched value lands in the store, so every screen reading it follows.
 */
export function useProcessingPoll(patientRef: useProcessingPoll_patient$key): boolean {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { id, isBeingProcessed } = useFragment(
    graphql`
      fragment useProcessingPoll_patient on Patient {
        id
        isBeingProcessed
      }
    `,
    patientRef,
  );
  const [round, setRound] = useState(0);
  const previous = useRef(isBeingProcessed);

  useEffect(() => {
    if (processingFinished(previous.current, isBeingProcessed))
      toast.success(t('patients.profile.processingDone'));
    previous.current = isBeingProcessed;
  }, [isBeingProcessed, t]);

  useEffect(() => {
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      subscription = fetchQuery<useProcessingPollQuery>(
        environment,
        pollQuery,
        { id },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        complete: () => setRound((r) => r + 1),
        // A failed poll has been reported by the error effects; polling stops rather than repeating the toast.
        error: () => undefined,
      });
    }, pollIntervalMs(isBeingProcessed));
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, id, isBeingProcessed, round]);

  return isBeingProcessed;
}
