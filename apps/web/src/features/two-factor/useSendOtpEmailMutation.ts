import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useSendOtpEmailMutation as Mutation } from './__generated__/useSendOtpEmailMutation.graphql';

export const useSendOtpEmailMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useSendOtpEmailMutation($onArrival: Boolean!) {
      sendOtpEmail(onArrival: $onArrival)
    }
  `);
