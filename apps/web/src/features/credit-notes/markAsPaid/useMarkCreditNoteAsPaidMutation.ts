import { graphql, useMutation } from 'react-relay';
import { type useMarkCreditNoteAsPaidMutation as Mutation } from './__generated__/useMarkCreditNoteAsPaidMutation.graphql';

export function useMarkCreditNoteAsPaidMutation() {
  return useMutation<Mutation>(graphql`
    mutation useMarkCreditNoteAsPaidMutation($creditNoteId: ID!) {
      markCreditNoteAsPaid(creditNoteId: $creditNoteId) {
        id
        number
        status
        paid_at
        consultingFees {
          id
          status
          paid_at
        }
      }
    }
  `);
}
