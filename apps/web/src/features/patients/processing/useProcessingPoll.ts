import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commitLocalUpdate, fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { toast } from '../../../shared/toast/toast';
import { type useProcessingPoll_patient$key } from './__generated__/useProcessingPoll_patient.graphql';
import { type useProcessingPollQuery } from './__generated__/useProcessingPollQuery.graphql';
import { type useProcessingPollRefreshQuery } from './__generated__/useProcessingPollRefreshQuery.graphql';
import { pollIntervalMs, processingFinished } from './pollInterval';

// Not patient(id): that read carries health data and is audited; the poll asks only for the flag.
const pollQuery = graphql`
  query useProcessingPollQuery($id: ID!) {
    patientProcessingStatus(id: $id) {
      isBeingProcessed
    }
  }
`;

// When a calculation ends, what it changed: the doses, their explanations and the recipe change proposals.
const refreshQuery = graphql`
  query useProcessingPollRefreshQuery($id: ID!) {
    patient(id: $id) {
      ...MicronutrientsEditor_patient
    }
  }
`;

/**
 * Keeps the patient's isBeingProcessed fresh while a patient page is open (spec section 4) and says so when a
 * calculation has finished, fetching what it changed. The fetched value is written to the patient's record in
 * the store, so every screen reading it follows.
 */
export function useProcessingPoll(patientRef: useProcessingPoll_patient$key): boolean {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const {
    __id: recordId,
    id,
    isBeingProcessed,
  } = useFragment(
    graphql`
      fragment useProcessingPoll_patient on Patient {
        __id
        id
        isBeingProcessed
      }
    `,
    patientRef,
  );
  const [round, setRound] = useState(0);
  const previous = useRef(isBeingProcessed);

  useEffect(() => {
    if (processingFinished(previous.current, isBeingProcessed)) {
      toast.success(t('patients.profile.processingDone'));
      // Errors are reported by the error effects; the page keeps what it shows.
      fetchQuery<useProcessingPollRefreshQuery>(
        environment,
        refreshQuery,
        { id },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        error: () => undefined,
      });
    }
    previous.current = isBeingProcessed;
  }, [environment, id, isBeingProcessed, t]);

  useEffect(() => {
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      subscription = fetchQuery<useProcessingPollQuery>(
        environment,
        pollQuery,
        { id },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        next: ({ patientProcessingStatus }) =>
          commitLocalUpdate(environment, (store) => {
            store.get(recordId)?.setValue(patientProcessingStatus.isBeingProcessed, 'isBeingProcessed');
          }),
        complete: () => setRound((r) => r + 1),
        // A failed poll has been reported by the error effects; polling stops rather than repeating the toast.
        error: () => undefined,
      });
    }, pollIntervalMs(isBeingProcessed));
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, id, recordId, isBeingProcessed, round]);

  return isBeingProcessed;
}
