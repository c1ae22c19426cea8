import { type ReactNode, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { type Sex } from '../patients/lifestyle/questionnaire';
import {
  type AllLifestyleQuestionsQuery,
  type AllLifestyleQuestionsQuery$data,
} from './__generated__/AllLifestyleQuestionsQuery.graphql';

export type StepQuestion = AllLifestyleQuestionsQuery$data['lifestyleQuestions']['data'][number];

interface Props {
  sex: Sex;
  children: (questions: readonly StepQuestion[]) => ReactNode;
}

/**
 * Every lifestyle question for this sex, in order: the steps are cut by topic, not by the server's pages of 25, so
 * all pages are read (one after the other; two today) before the first step shows.
 */
export function AllLifestyleQuestions({ sex, children }: Props) {
  return <QuestionsFrom sex={sex} page={1} before={noQuestions} render={children} />;
}

const noQuestions: readonly StepQuestion[] = [];

function QuestionsFrom({
  sex,
  page,
  before,
  render,
}: {
  sex: Sex;
  page: number;
  before: readonly StepQuestion[];
  render: Props['children'];
}) {
  const data = useLazyLoadQuery<AllLifestyleQuestionsQuery>(
    graphql`
      query AllLifestyleQuestionsQuery($biologicalSex: BiologicalSex!, $page: Int!) {
        lifestyleQuestions(biologicalSex: $biologicalSex, page: $page) {
          data {
            id
            key_question
            only_for_sex
            show_if {
              key_question
              value
            }
            # The steps render them (QuestionnaireSteps, ReviewStep), from all pages at once.
            # eslint-disable-next-line relay/must-colocate-fragment-spreads
            ...QuestionField_question
            # eslint-disable-next-line relay/must-colocate-fragment-spreads
            ...ReviewAnswer_question
          }
          paginatorInfo {
            lastPage
          }
        }
      }
    `,
    { biologicalSex: sex, page },
  );
  const { data: questions, paginatorInfo } = data.lifestyleQuestions;
  const all = useMemo(() => [...before, ...questions], [before, questions]);
  if (page < paginatorInfo.lastPage)
    return <QuestionsFrom sex={sex} page={page + 1} before={all} render={render} />;
  return render(all);
}
