import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useDisable2FAMutation as Mutation } from './__generated__/useDisable2FAMutation.graphql';

/** For the admin's therapist screens: switch off another user's second factor. */
export const useDisable2FAMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useDisable2FAMutation($userId: ID!) {
      disable2FA(userId: $userId)
    }
  `);
