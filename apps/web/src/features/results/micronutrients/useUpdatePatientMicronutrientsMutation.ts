import { graphql, useMutation } from 'react-relay';
import { type useUpdatePatientMicronutrientsMutation as Mutation } from './__generated__/useUpdatePatientMicronutrientsMutation.graphql';

export function useUpdatePatientMicronutrientsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdatePatientMicronutrientsMutation($input: UpdatePatientMicronutrientsInput!) {
      updatePatientMicronutrients(input: $input) {
        message
        patient {
          id
          ...MicronutrientsEditor_patient
        }
      }
    }
  `);
}
