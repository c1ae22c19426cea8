import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { type Answers, asSex } from '../patients/lifestyle/questionnaire';
import { type FillQuestionnaireForm_patient$key } from './__generated__/FillQuestionnaireForm_patient.graphql';
import { AllLifestyleQuestions } from './AllLifestyleQuestions';
import { bodyMeasuresOf, bodyMeasuresValid } from './bodyMeasures';
import { loadDraft, type QuestionnaireDraft } from './questionnaireDraft';
import { QuestionnaireSteps } from './QuestionnaireSteps';

interface Props {
  patientId: string;
  patientRef: FillQuestionnaireForm_patient$key;
}

/**
 * The questionnaire starts from this tab's draft (a reload, or back from another page) or else from what the practice
 * has on record: height, weight and the latest answers.
 */
export function FillQuestionnaireForm({ patientId, patientRef }: Props) {
  const patient = useFragment(
    graphql`
      fragment FillQuestionnaireForm_patient on PatientInfo {
        first_name
        biological_sex
        height
        weight
        latestAnswers {
          question_id
          values
        }
      }
    `,
    patientRef,
  );
  const initial = useMemo<QuestionnaireDraft>(() => {
    const draft = loadDraft(patientId);
    // A draft whose height or weight does not pass starts on their step.
    if (draft) return bodyMeasuresValid(draft) ? draft : { ...draft, step: 'body' };
    const answers: Answers = Object.fromEntries(
      patient.latestAnswers.map((answer) => [answer.question_id, answer.values]),
    );
    return { ...bodyMeasuresOf({ height: patient.height, weight: patient.weight }), answers, step: 'body' };
  }, [patientId, patient]);
  const sex = asSex(patient.biological_sex);
  return (
    <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
      <AllLifestyleQuestions sex={sex}>
        {(questions) => (
          <QuestionnaireSteps
            patientId={patientId}
            firstName={patient.first_name}
            sex={sex}
            questions={questions}
            initial={initial}
          />
        )}
      </AllLifestyleQuestions>
    </Suspense>
  );
}
