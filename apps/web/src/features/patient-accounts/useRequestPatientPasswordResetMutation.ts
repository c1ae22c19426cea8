import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useRequestPatientPasswordResetMutation as Mutation } from './__generated__/useRequestPatientPasswordResetMutation.graphql';

export const useRequestPatientPasswordResetMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useRequestPatientPasswordResetMutation($patientGuid: String!, $email: String!) {
      requestPatientPasswordReset(patientGuid: $patientGuid, email: $email)
    }
  `);
