import { graphql, useMutation } from 'react-relay';
import { type useUpdatePatientMutation as Mutation } from './__generated__/useUpdatePatientMutation.graphql';

export function useUpdatePatientMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdatePatientMutation($id: ID!, $input: UpdatePatientInput!) {
      updatePatient(id: $id, input: $input) {
        id
        ...PatientCard_patient
        ...PersonalInfoForm_patient
      }
    }
  `);
}
