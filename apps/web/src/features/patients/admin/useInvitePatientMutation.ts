import { graphql, useMutation } from 'react-relay';
import { type useInvitePatientMutation as Mutation } from './__generated__/useInvitePatientMutation.graphql';

export function useInvitePatientMutation() {
  return useMutation<Mutation>(graphql`
    mutation useInvitePatientMutation($id: String!) {
      invitePatient(id: $id) {
        id
      }
    }
  `);
}
