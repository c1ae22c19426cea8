import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useSkipTwoFactorMutation as Mutation } from './__generated__/useSkipTwoFactorMutation.graphql';

export const useSkipTwoFactorMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useSkipTwoFactorMutation {
      skipTwoFactor {
        id
        twoFactorSkipsLeft
      }
    }
  `);
