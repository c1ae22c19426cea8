import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useAccountActivationMutation as Mutation } from './__generated__/useAccountActivationMutation.graphql';

export const useAccountActivationMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useAccountActivationMutation($email: String!, $activation_token: String!) {
      accountActivation(email: $email, activation_token: $activation_token)
    }
  `);
