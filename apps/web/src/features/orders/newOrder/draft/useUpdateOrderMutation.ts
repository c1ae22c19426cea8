import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../../relay/usePromiseMutation';
import { type useUpdateOrderMutation as Mutation } from './__generated__/useUpdateOrderMutation.graphql';

/** Any change to the draft: items, discount code (null removes it), patient, addresses, order e-mail. */
export function useUpdateOrderMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useUpdateOrderMutation($input: UpdateOrderInput!) {
      updateOrder(input: $input) {
        id
        ...useOrderCart_order
        ...OrderReview_order
      }
    }
  `);
}
