import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useChangeEmailMutation as Mutation } from './__generated__/useChangeEmailMutation.graphql';

export const useChangeEmailMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useChangeEmailMutation($newEmail: String!) {
      changeEmail(newEmail: $newEmail)
    }
  `);
