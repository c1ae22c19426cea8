import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { type useDeleteInvitationMutation as Mutation } from './__generated__/useDeleteInvitationMutation.graphql';

export const useDeleteInvitationMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useDeleteInvitationMutation($receiverId: ID!) {
      deleteInvitation(receiverId: $receiverId) {
        id
        onboardingType
      }
    }
  `);
