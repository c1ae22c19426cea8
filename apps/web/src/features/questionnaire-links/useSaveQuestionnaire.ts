import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useSaveQuestionnaireAnswersMutation } from './__generated__/useSaveQuestionnaireAnswersMutation.graphql';
import { type useSaveQuestionnaireBodyMutation } from './__generated__/useSaveQuestionnaireBodyMutation.graphql';
import { type QuestionnaireSubmission } from './bodyMeasures';

/**
 * Saving the questionnaire: height and weight first, then the answers. The answers submit the link and end the
 * patient session on the server, so they come last.
 */
export function useSaveQuestionnaire() {
  const [updateBody, savingBody] = usePromiseMutation<useSaveQuestionnaireBodyMutation>(graphql`
    mutation useSaveQuestionnaireBodyMutation($height: Int!, $weight: Float!) {
      updateAuthPatient(height: $height, weight: $weight) {
        id
        height
        weight
      }
    }
  `);
  const [updateAnswers, savingAnswers] = usePromiseMutation<useSaveQuestionnaireAnswersMutation>(graphql`
    mutation useSaveQuestionnaireAnswersMutation($answers: [AnswerInput!]!) {
      updateAuthPatientAnswers(answers: $answers) {
        id
      }
    }
  `);
  const save = useCallback(
    async ({ height, weight, answers }: QuestionnaireSubmission) => {
      await updateBody({ height, weight });
      await updateAnswers({ answers });
    },
    [updateBody, updateAnswers],
  );
  return [save, savingBody || savingAnswers] as const;
}
