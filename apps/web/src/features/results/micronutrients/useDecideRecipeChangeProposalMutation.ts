import { graphql, useMutation } from 'react-relay';
import { type useDecideRecipeChangeProposalMutation as Mutation } from './__generated__/useDecideRecipeChangeProposalMutation.graphql';

// The answer is the patient: the page's doses, their date and the remaining proposals update in the store.
export function useDecideRecipeChangeProposalMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDecideRecipeChangeProposalMutation($id: ID!, $approve: Boolean!) {
      decideRecipeChangeProposal(id: $id, approve: $approve) {
        id
        ...MicronutrientsEditor_patient
      }
    }
  `);
}
