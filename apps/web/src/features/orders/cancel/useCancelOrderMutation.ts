import { graphql, useMutation } from 'react-relay';
import { type useCancelOrderMutation as Mutation } from './__generated__/useCancelOrderMutation.graphql';

export function useCancelOrderMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCancelOrderMutation($id: ID!) {
      cancelOrder(id: $id) {
        id
        status
        payment_status
        isCancelable
        invoiceDownloadIsDisabled
        invoice {
          id
          number
          status
          isCancelable
        }
        storno {
          id
          number
        }
      }
    }
  `);
}
