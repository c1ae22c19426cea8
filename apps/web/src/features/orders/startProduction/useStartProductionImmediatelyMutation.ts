import { graphql, useMutation } from 'react-relay';
import { type useStartProductionImmediatelyMutation as Mutation } from './__generated__/useStartProductionImmediatelyMutation.graphql';

export function useStartProductionImmediatelyMutation() {
  return useMutation<Mutation>(graphql`
    mutation useStartProductionImmediatelyMutation($supplementsNoiOrderId: ID!) {
      startProductionImmediately(supplementsNoiOrderId: $supplementsNoiOrderId) {
        id
        status
        status_description
        recipe {
          approved_at
          start_when_ready
        }
      }
    }
  `);
}
