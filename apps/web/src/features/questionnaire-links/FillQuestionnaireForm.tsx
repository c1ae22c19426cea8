import { Button, Callout, H5, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { showValidationErrors } from '../../forms/serverErrors';
import { SupportContact } from '../../shared/support/SupportContact';
import { QuestionPage } from '../patients/lifestyle/QuestionPage';
import { type Answers, asSex } from '../patients/lifestyle/questionnaire';
import { useQuestionnaire } from '../patients/lifestyle/useQuestionnaire';
import { clearSessions } from '../sessions/session';
import { type FillQuestionnaireForm_patient$key } from './__generated__/FillQuestionnaireForm_patient.graphql';
import { BodyMeasuresFields } from './BodyMeasuresFields';
import { type BodyMeasuresForm, bodyMeasuresOf, questionnaireSubmission } from './bodyMeasures';
import { fillQuestionnaireSuccessPath } from './patientAccess';
import { useSaveQuestionnaire } from './useSaveQuestionnaire';

interface Props {
  patientId: string;
  patientRef: FillQuestionnaireForm_patient$key;
}

const serverFields = { height: 'height', weight: 'weight' } as const;

/**
 * Height and weight (page 1), then the doctor's lifestyle questionnaire page by page (the same questions, rules and
 * answer filter as the wizard and the lifestyle tab); the last page sends everything.
 */
export function FillQuestionnaireForm({ patientId, patientRef }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const patient = useFragment(
    graphql`
      fragment FillQuestionnaireForm_patient on PatientInfo {
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
  const storedAnswers = useMemo<Answers>(
    () => Object.fromEntries(patient.latestAnswers.map((answer) => [answer.question_id, answer.values])),
    [patient.latestAnswers],
  );
  const questionnaire = useQuestionnaire(storedAnswers);
  const form = useForm<BodyMeasuresForm>({
    defaultValues: bodyMeasuresOf({ height: patient.height, weight: patient.weight }),
    mode: 'onTouched',
  });
  const [page, setPage] = useState(1);
  const [saveFailed, setSaveFailed] = useState(false);
  const [save, saving] = useSaveQuestionnaire();
  const sex = asSex(patient.biological_sex);
  const { lastPage } = questionnaire;
  const onLastPage = lastPage !== null && page >= lastPage;

  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!onLastPage) return goTo(page + 1);
    setSaveFailed(false);
    try {
      await save(questionnaireSubmission(values, questionnaire.answers, questionnaire.knownQuestions, sex));
    } catch (error) {
      showValidationErrors(error, form.setError, serverFields);
      // The server's word on height or weight belongs on page 1, where the fields are.
      if (form.getFieldState('height').error || form.getFieldState('weight').error) goTo(1);
      else setSaveFailed(true);
      return;
    }
    await navigate(fillQuestionnaireSuccessPath(patientId), { replace: true });
    // The server has ended the patient session with the answers; the browser forgets it too.
    clearSessions();
  });

  return (
    <form className="questionnaire-link-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {page === 1 && <BodyMeasuresFields control={form.control} />}
      <H5>{t('questionnaireLink.fill.questions')}</H5>
      <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
        <QuestionPage
          sex={sex}
          page={page}
          answers={questionnaire.answers}
          readOnly={saving}
          knownQuestions={questionnaire.knownQuestions}
          onChange={questionnaire.onChange}
          onLoaded={questionnaire.onLoaded}
        />
      </Suspense>
      {onLastPage && <p className="questionnaire-link-hint">{t('questionnaireLink.fill.submitHint')}</p>}
      {saveFailed && (
        <Callout intent={Intent.DANGER}>
          <p>{t('questionnaireLink.fill.saveFailed')}</p>
          <SupportContact />
        </Callout>
      )}
      <div className="questionnaire-link-footer">
        <span>{lastPage !== null && t('questionnaireLink.fill.page', { page, lastPage })}</span>
        <div className="questionnaire-link-buttons">
          {page > 1 && (
            <Button
              icon="chevron-left"
              text={t('questionnaireLink.fill.back')}
              disabled={saving}
              onClick={() => goTo(page - 1)}
            />
          )}
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            size="large"
            endIcon={onLastPage ? 'send-message' : 'chevron-right'}
            disabled={lastPage === null}
            loading={saving}
            text={t(onLastPage ? 'questionnaireLink.fill.submit' : 'questionnaireLink.fill.next')}
          />
        </div>
      </div>
    </form>
  );
}
