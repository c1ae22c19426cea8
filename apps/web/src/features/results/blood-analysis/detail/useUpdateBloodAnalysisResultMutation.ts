import { graphql, useMutation } from 'react-relay';
import { type useUpdateBloodAnalysisResultMutation as Mutation } from './__generated__/useUpdateBloodAnalysisResultMutation.graphql';

export function useUpdateBloodAnalysisResultMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateBloodAnalysisResultMutation($id: ID!, $value: String!, $date: String!) {
      updateBloodAnalysisResult(id: $id, value: $value, date: $date) {
        id
        currentValue
        valueDate
      }
    }
  `);
}
