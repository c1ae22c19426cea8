import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useRegisterDoctorMutation as Mutation } from './__generated__/useRegisterDoctorMutation.graphql';

export const useRegisterDoctorMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useRegisterDoctorMutation($input: RegisterDoctorInput!) {
      registerDoctor(input: $input) {
        id
        first_name
        last_name
        email
      }
    }
  `);
