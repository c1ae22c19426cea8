import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useEnableOtpEmailMutation as Mutation } from './__generated__/useEnableOtpEmailMutation.graphql';

export const useEnableOtpEmailMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useEnableOtpEmailMutation($enabled: Boolean!) {
      enableOtpEmail(enabled: $enabled) {
        id
        has_enabled_otp_email
      }
    }
  `);
