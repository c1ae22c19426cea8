import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { type useResendInvitationMutation as Mutation } from './__generated__/useResendInvitationMutation.graphql';

export const useResendInvitationMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useResendInvitationMutation($receiverId: ID!) {
      resendInvitation(receiverId: $receiverId) {
        id
        onboardingType
      }
    }
  `);
