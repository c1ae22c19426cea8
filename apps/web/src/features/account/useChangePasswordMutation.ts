import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useChangePasswordMutation as Mutation } from './__generated__/useChangePasswordMutation.graphql';

export const useChangePasswordMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useChangePasswordMutation(
      $currentPassword: String!
      $newPassword: String!
      $newPasswordRepeat: String!
    ) {
      changePassword(
        currentPassword: $currentPassword
        newPassword: $newPassword
        newPasswordRepeat: $newPasswordRepeat
      )
    }
  `);
