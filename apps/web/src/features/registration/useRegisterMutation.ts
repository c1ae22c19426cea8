import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useRegisterMutation as Mutation } from './__generated__/useRegisterMutation.graphql';

/** The doctor's self-registration with a registration code (admins invite with registerDoctor). */
export const useRegisterMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useRegisterMutation($input: RegisterDoctorInput!) {
      register(input: $input) {
        id
        first_name
        last_name
        email
      }
    }
  `);
