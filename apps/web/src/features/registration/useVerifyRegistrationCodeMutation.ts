import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useVerifyRegistrationCodeMutation as Mutation } from './__generated__/useVerifyRegistrationCodeMutation.graphql';

export const useVerifyRegistrationCodeMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useVerifyRegistrationCodeMutation($token: String!) {
      verifyRegistrationCode(token: $token) {
        registration_token
      }
    }
  `);
