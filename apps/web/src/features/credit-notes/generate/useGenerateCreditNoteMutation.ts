import { graphql, useMutation } from 'react-relay';
import { type useGenerateCreditNoteMutation as Mutation } from './__generated__/useGenerateCreditNoteMutation.graphql';

export function useGenerateCreditNoteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useGenerateCreditNoteMutation($doctorId: ID!) {
      generateCreditNote(doctorId: $doctorId) {
        id
        number
        amount
        doctor {
          id
          openConsultingFeeAmount
        }
      }
    }
  `);
}
