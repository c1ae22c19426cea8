import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../../relay/usePromiseMutation';
import { type usePlaceOrderMutation as Mutation } from './__generated__/usePlaceOrderMutation.graphql';

/** Places the draft; the patient's latest placed order comes back into the store for the patients list. */
export function usePlaceOrderMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation usePlaceOrderMutation($id: ID!, $acceptedConsents: ConsentsConnectInput!) {
      placeOrder(id: $id, acceptedConsents: $acceptedConsents) {
        id
        status
        order_number
        patient {
          id
          latestPlacedOrder {
            id
            status
          }
        }
      }
    }
  `);
}
