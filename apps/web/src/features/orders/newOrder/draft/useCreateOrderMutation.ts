import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../../relay/usePromiseMutation';
import { type useCreateOrderMutation as Mutation } from './__generated__/useCreateOrderMutation.graphql';

/** The draft order, created with the first item the doctor chooses. */
export function useCreateOrderMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useCreateOrderMutation($input: CreateOrderInput!) {
      createOrder(input: $input) {
        id
        ...useOrderCart_order
      }
    }
  `);
}
