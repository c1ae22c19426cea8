import { graphql, useMutation } from 'react-relay';
import { type useDeleteAnalysisResultMutation as Mutation } from './__generated__/useDeleteAnalysisResultMutation.graphql';

export function useDeleteAnalysisResultMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteAnalysisResultMutation($id: ID!) {
      deleteAnalysisResult(id: $id) {
        id
        message
      }
    }
  `);
}
