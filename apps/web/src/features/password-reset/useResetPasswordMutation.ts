import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useResetPasswordMutation as Mutation } from './__generated__/useResetPasswordMutation.graphql';

export const useResetPasswordMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useResetPasswordMutation(
      $email: String
      $token: String!
      $password: String!
      $password_confirmation: String!
    ) {
      resetPassword(
        email: $email
        token: $token
        password: $password
        password_confirmation: $password_confirmation
      )
    }
  `);
