import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { type useForceDeleteUserMutation as Mutation } from './__generated__/useForceDeleteUserMutation.graphql';

/** Deletes an inactive doctor without patients for good (id: the user id). */
export const useForceDeleteUserMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useForceDeleteUserMutation($id: ID!) {
      forceDeleteUser(id: $id)
    }
  `);
