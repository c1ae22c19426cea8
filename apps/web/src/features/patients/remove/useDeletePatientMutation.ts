import { graphql, useMutation } from 'react-relay';
import { type useDeletePatientMutation as Mutation } from './__generated__/useDeletePatientMutation.graphql';

export function useDeletePatientMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeletePatientMutation($id: ID!) {
      deletePatient(id: $id)
    }
  `);
}
