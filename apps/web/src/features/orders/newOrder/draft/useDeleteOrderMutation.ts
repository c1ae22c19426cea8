import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../../relay/usePromiseMutation';
import { type useDeleteOrderMutation as Mutation } from './__generated__/useDeleteOrderMutation.graphql';

/** Closing the modal deletes the draft. */
export function useDeleteOrderMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useDeleteOrderMutation($id: ID!) {
      deleteOrder(id: $id) {
        id
        patient {
          id
        }
      }
    }
  `);
}
