import { graphql, useMutation } from 'react-relay';
import { type useSendQuestionnaireLinkMutation as Mutation } from './__generated__/useSendQuestionnaireLinkMutation.graphql';

export function useSendQuestionnaireLinkMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSendQuestionnaireLinkMutation($patientId: ID!) {
      sendLifestyleQuestionnaireLink(patientId: $patientId) {
        id
        ...QuestionnaireLinkPanel_patient
      }
    }
  `);
}
