import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { type QuestionPageQuery } from './__generated__/QuestionPageQuery.graphql';
import { type Answers, isQuestionVisible, type QuestionRule, questionIds, type Sex } from './questionnaire';
import { QuestionField } from './QuestionField';

interface Props {
  sex: Sex;
  /** 1-based, 25 questions each (the server's paging). */
  page: number;
  answers: Answers;
  readOnly: boolean;
  /** Questions of other pages seen so far: a show_if may name a question of an earlier page. */
  knownQuestions: readonly QuestionRule[];
  onChange: (questionId: string, values: string[]) => void;
  onLoaded: (questions: readonly QuestionRule[], lastPage: number) => void;
}

/** One page of the lifestyle questionnaire, as the wizard and the lifestyle tab show it. */
export function QuestionPage({ sex, page, answers, readOnly, knownQuestions, onChange, onLoaded }: Props) {
  const data = useLazyLoadQuery<QuestionPageQuery>(
    graphql`
      query QuestionPageQuery($biologicalSex: BiologicalSex!, $page: Int!) {
        lifestyleQuestions(biologicalSex: $biologicalSex, page: $page) {
          data {
            id
            key_question
            only_for_sex
            show_if {
              key_question
              value
            }
            ...QuestionField_question
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

  useEffect(() => onLoaded(questions, paginatorInfo.lastPage), [questions, paginatorInfo.lastPage, onLoaded]);

  const ids = { ...questionIds(knownQuestions), ...questionIds(questions) };
  return (
    <div className="question-page">
      {questions
        .filter((question) => isQuestionVisible(question, answers, ids, sex))
        .map((question) => (
          <QuestionField
            key={question.id}
            questionRef={question}
            values={answers[question.id] ?? []}
            readOnly={readOnly}
            onChange={(values) => onChange(question.id, values)}
          />
        ))}
    </div>
  );
}
