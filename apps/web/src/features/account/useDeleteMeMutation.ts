import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useDeleteMeMutation as Mutation } from './__generated__/useDeleteMeMutation.graphql';

export const useDeleteMeMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useDeleteMeMutation {
      deleteMe
    }
  `);
