import { graphql, useMutation } from 'react-relay';
import { type useSaveBloodResultsMutation as Mutation } from './__generated__/useSaveBloodResultsMutation.graphql';

export function useSaveBloodResultsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSaveBloodResultsMutation(
      $patientId: ID!
      $date: String!
      $values: [BloodResultValueInput!]!
    ) {
      saveBloodResults(patientId: $patientId, date: $date, values: $values) {
        id
        valueDate
        values {
          id
          currentValue
          valueDate
        }
      }
    }
  `);
}
