import { graphql, useMutation } from 'react-relay';
import { type useRemovePatientMutation as Mutation } from './__generated__/useRemovePatientMutation.graphql';

export function useRemovePatientMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRemovePatientMutation($id: ID!) {
      removePatient(id: $id) {
        id
      }
    }
  `);
}
