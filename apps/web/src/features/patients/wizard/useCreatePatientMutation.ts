import { graphql, useMutation } from 'react-relay';
import { type useCreatePatientMutation as Mutation } from './__generated__/useCreatePatientMutation.graphql';

export function useCreatePatientMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreatePatientMutation($input: CreatePatientInput!) {
      createPatient(input: $input) {
        id
        first_name
        last_name
      }
    }
  `);
}
