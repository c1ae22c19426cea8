import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useUpdateUserPartnershipModelMutation as Mutation } from './__generated__/useUpdateUserPartnershipModelMutation.graphql';

/** For the admin's therapist screens: set a doctor's partnership model. */
export const useUpdateUserPartnershipModelMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useUpdateUserPartnershipModelMutation($id: ID!, $partnershipModelId: ID!) {
      updateUserPartnershipModel(id: $id, partnershipModel: { connect: $partnershipModelId }) {
        id
        partnershipModel {
          id
          name
        }
      }
    }
  `);
