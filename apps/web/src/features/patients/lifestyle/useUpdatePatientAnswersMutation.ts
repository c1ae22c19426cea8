import { graphql, useMutation } from 'react-relay';
import { type useUpdatePatientAnswersMutation as Mutation } from './__generated__/useUpdatePatientAnswersMutation.graphql';

export function useUpdatePatientAnswersMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdatePatientAnswersMutation($input: UpdatePatientAnswersInput!) {
      updatePatientAnswers(input: $input) {
        id
        isBeingProcessed
        latestAnswers {
          question_id
          values
        }
      }
    }
  `);
}
