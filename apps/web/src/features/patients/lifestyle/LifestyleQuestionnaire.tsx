import { Button, ButtonGroup, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { toast } from '../../../shared/toast/toast';
import { hasErrorCode } from '../../../relay/errorCodes';
import { type LifestyleQuestionnaire_patient$key } from './__generated__/LifestyleQuestionnaire_patient.graphql';
import { QuestionPage } from './QuestionPage';
import { type Answers, asSex } from './questionnaire';
import { useQuestionnaire } from './useQuestionnaire';
import { useUpdatePatientAnswersMutation } from './useUpdatePatientAnswersMutation';

interface Props {
  patientRef: LifestyleQuestionnaire_patient$key;
}

/** Read-only until 'Fragebogen aktualisieren'; locked while the patient is being processed; saving leaves edit mode. */
export function LifestyleQuestionnaire({ patientRef }: Props) {
  const { t } = useTranslation();
  const patient = useFragment(
    graphql`
      fragment LifestyleQuestionnaire_patient on Patient {
        id
        biological_sex
        isBeingProcessed
        latestAnswers {
          question_id
          values
        }
      }
    `,
    patientRef,
  );
  const storedAnswers = useMemo<Answers>(
    () => Object.fromEntries(patient.latestAnswers.map((answer) => [answer.question_id, answer.values])),
    [patient.latestAnswers],
  );
  const questionnaire = useQuestionnaire(storedAnswers);
  const [editing, setEditing] = useState(false);
  const [page, setPage] = useState(1);
  const [updateAnswers, saving] = useUpdatePatientAnswersMutation();
  const locked = patient.isBeingProcessed;
  const { setAnswers } = questionnaire;

  // Outside edit mode the screen follows the stored answers (a refetch, or the answers just saved).
  useEffect(() => {
    if (!editing) setAnswers(storedAnswers);
  }, [editing, storedAnswers, setAnswers]);

  const cancel = () => {
    setAnswers(storedAnswers);
    setEditing(false);
  };

  const save = () =>
    updateAnswers({
      variables: {
        input: { patient_id: patient.id, answers: questionnaire.payload(asSex(patient.biological_sex)) },
      },
      onCompleted: () => {
        toast.success(t('patients.lifestyle.saved'));
        setEditing(false);
      },
      onError: (error) => {
        if (hasErrorCode(error, 'patients.beingProcessed'))
          toast.error(t('patients.lifestyle.beingProcessed'));
      },
    });

  return (
    <div className="lifestyle">
      {locked && <Callout intent={Intent.WARNING}>{t('patients.lifestyle.locked')}</Callout>}
      <div className="form-actions">
        {editing ? (
          <>
            <Button text={t('patients.lifestyle.cancel')} onClick={cancel} disabled={saving} />
            <Button
              intent={Intent.PRIMARY}
              text={t('patients.lifestyle.save')}
              onClick={save}
              loading={saving}
              disabled={locked}
            />
          </>
        ) : (
          <Button
            intent={Intent.PRIMARY}
            icon="edit"
            text={t('patients.lifestyle.update')}
            disabled={locked}
            onClick={() => setEditing(true)}
          />
        )}
      </div>
      <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
        <QuestionPage
          sex={asSex(patient.biological_sex)}
          page={page}
          answers={questionnaire.answers}
          readOnly={!editing || locked}
          knownQuestions={questionnaire.knownQuestions}
          onChange={questionnaire.onChange}
          onLoaded={questionnaire.onLoaded}
        />
      </Suspense>
      {questionnaire.lastPage !== null && questionnaire.lastPage > 1 && (
        <div className="question-pager">
          <span>{t('patients.lifestyle.page', { page, lastPage: questionnaire.lastPage })}</span>
          <ButtonGroup>
            <Button
              icon="chevron-left"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
              text={t('patients.wizard.back')}
            />
            <Button
              endIcon="chevron-right"
              disabled={page >= (questionnaire.lastPage ?? 1)}
              onClick={() => setPage(page + 1)}
              text={t('patients.wizard.next')}
            />
          </ButtonGroup>
        </div>
      )}
    </div>
  );
}
