import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { type useDeactivateDoctorMutation as Mutation } from './__generated__/useDeactivateDoctorMutation.graphql';

export const useDeactivateDoctorMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useDeactivateDoctorMutation($doctorId: ID!) {
      deactivateDoctor(doctorId: $doctorId) {
        id
        is_active
        onboardingType
      }
    }
  `);
