import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useRequestPasswordResetMutation as Mutation } from './__generated__/useRequestPasswordResetMutation.graphql';

export const useRequestPasswordResetMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useRequestPasswordResetMutation($email: String!) {
      requestPasswordReset(email: $email)
    }
  `);
