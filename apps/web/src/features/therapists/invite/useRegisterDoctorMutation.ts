import { graphql, useMutation } from 'react-relay';
import { commitWithInlineValidation } from '../../../relay/inlineValidation';
import { type useRegisterDoctorMutation as Mutation } from './__generated__/useRegisterDoctorMutation.graphql';

/** The admin's invitation; its validation messages go on the wizard's fields (and one toast), not the network layer's. */
export function useRegisterDoctorMutation() {
  return useMutation<Mutation>(
    graphql`
      mutation useRegisterDoctorMutation($input: InviteDoctorInput!) {
        registerDoctor(input: $input) {
          id
          email
        }
      }
    `,
    commitWithInlineValidation,
  );
}
