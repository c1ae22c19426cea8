import { useEffect } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitInBackground } from '../../relay/backgroundCall';
import { useDoctorSession } from '../../session/doctorSession';
import { isAdmin } from '../../session/permissions';
import {
  type OpenedResultType,
  type useMarkResultsOpenedMutation,
} from './__generated__/useMarkResultsOpenedMutation.graphql';

/**
 * Tells the server that a doctor of the practice opened the patient's blood or DNA results: the work queue's
 * "Neue Ergebnisse" then stop counting them. Once per screen opening, in the background (a failure is not told:
 * the doctor only reads); admins are not the practice and send nothing.
 */
export function useMarkResultsOpened(patientId: string, type: OpenedResultType) {
  const { user } = useDoctorSession();
  const doctor = user !== null && !isAdmin(user);
  const [commit] = useMutation<useMarkResultsOpenedMutation>(
    graphql`
      mutation useMarkResultsOpenedMutation($patientId: ID!, $type: OpenedResultType!) {
        markResultsOpened(patientId: $patientId, type: $type)
      }
    `,
    commitInBackground,
  );
  useEffect(() => {
    if (doctor && patientId !== '') commit({ variables: { patientId, type } });
  }, [commit, doctor, patientId, type]);
}
