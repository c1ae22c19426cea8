import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { type useActivateDoctorMutation as Mutation } from './__generated__/useActivateDoctorMutation.graphql';

export const useActivateDoctorMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useActivateDoctorMutation($doctorId: ID!) {
      activateDoctor(doctorId: $doctorId) {
        id
        is_active
        onboardingType
      }
    }
  `);
