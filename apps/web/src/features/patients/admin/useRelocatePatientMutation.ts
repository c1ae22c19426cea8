import { graphql, useMutation } from 'react-relay';
import { type useRelocatePatientMutation as Mutation } from './__generated__/useRelocatePatientMutation.graphql';

export function useRelocatePatientMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRelocatePatientMutation($id: String!, $doctorId: ID) {
      relocatePatient(id: $id, doctorId: $doctorId) {
        id
        medicalCenter {
          id
          user {
            id
            name
          }
        }
      }
    }
  `);
}
