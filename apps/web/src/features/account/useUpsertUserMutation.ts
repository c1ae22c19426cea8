import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useUpsertUserMutation as Mutation } from './__generated__/useUpsertUserMutation.graphql';

export const useUpsertUserMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useUpsertUserMutation($input: UpsertUserInput!) {
      upsertUser(input: $input) {
        ...AccountTab_user
      }
    }
  `);
