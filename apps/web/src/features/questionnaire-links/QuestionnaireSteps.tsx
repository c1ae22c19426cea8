import { Button, Callout, H3, Intent, ProgressBar } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showValidationErrors } from '../../forms/serverErrors';
import { SupportContact } from '../../shared/support/SupportContact';
import { QuestionField } from '../patients/lifestyle/QuestionField';
import { type Sex } from '../patients/lifestyle/questionnaire';
import { useQuestionnaire } from '../patients/lifestyle/useQuestionnaire';
import { clearSessions } from '../sessions/session';
import { type StepQuestion } from './AllLifestyleQuestions';
import { BodyMeasuresFields } from './BodyMeasuresFields';
import { type BodyMeasuresForm, bodyMeasuresValid, questionnaireSubmission } from './bodyMeasures';
import { fillQuestionnaireSuccessPath } from './patientAccess';
import { clearDraft, type QuestionnaireDraft, saveDraft } from './questionnaireDraft';
import { questionnaireSteps, type StepKey, stepKey } from './questionnaireSteps';
import { ReviewStep } from './ReviewStep';
import { useSaveQuestionnaire } from './useSaveQuestionnaire';

interface Props {
  patientId: string;
  firstName: string;
  sex: Sex;
  questions: readonly StepQuestion[];
  /** The draft of this tab, or the practice's record on the first step. */
  initial: QuestionnaireDraft;
}

const serverFields = { height: 'height', weight: 'weight' } as const;

/** What to focus once the height and weight step shows again: a field the server refused, or the first invalid one. */
type BodyFocus = keyof BodyMeasuresForm | 'firstInvalid' | null;

/**
 * The patient's questionnaire, one section per step: height and weight, the topics, then a review that sends
 * everything. The draft stays in this tab's storage until the answers are sent.
 */
export function QuestionnaireSteps({ patientId, firstName, sex, questions, initial }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { answers, onChange } = useQuestionnaire(initial.answers);
  const form = useForm<BodyMeasuresForm>({
    defaultValues: { height: initial.height, weight: initial.weight },
    mode: 'onTouched',
  });
  const [height, weight] = useWatch({ control: form.control, name: ['height', 'weight'] });
  const [current, setCurrent] = useState(initial.step);
  // Each move counts, so going to the step already shown still moves the focus.
  const [move, setMove] = useState<{ count: number; focus: BodyFocus }>({ count: 0, focus: null });
  const [saveFailed, setSaveFailed] = useState(false);
  const [save, saving] = useSaveQuestionnaire();
  const heading = useRef<HTMLHeadingElement>(null);

  const steps = useMemo(() => questionnaireSteps(questions, answers, sex), [questions, answers, sex]);
  const index = Math.max(
    0,
    steps.findIndex((step) => stepKey(step) === current),
  );
  const step = steps[index];
  const key = stepKey(step);
  const progress = t('questionnaireLink.fill.progress', { step: index + 1, steps: steps.length });
  const title = t(`questionnaireLink.fill.sections.${key}`);

  useEffect(
    () => saveDraft(patientId, { height, weight, answers, step: key }),
    [patientId, height, weight, answers, key],
  );

  // A new step's heading takes the focus (screen readers read it, the keyboard starts there), or the field at fault.
  useEffect(() => {
    if (move.count === 0) return;
    if (move.focus === 'firstInvalid') void form.trigger(undefined, { shouldFocus: true });
    else if (move.focus !== null) form.setFocus(move.focus);
    else heading.current?.focus();
  }, [move, form]);

  const goTo = (next: StepKey, focus: BodyFocus = null) => {
    setCurrent(next);
    setMove((last) => ({ count: last.count + 1, focus }));
  };

  const next = async () => {
    // The fields are only on their step: "Weiter" checks them there and stays with the first one at fault.
    if (key === 'body' && !(await form.trigger(undefined, { shouldFocus: true }))) return;
    goTo(stepKey(steps[index + 1]));
  };

  const submit = form.handleSubmit(async (values) => {
    setSaveFailed(false);
    try {
      await save(questionnaireSubmission(values, answers, questions, sex));
    } catch (error) {
      showValidationErrors(error, form.setError, serverFields);
      // The server's word on height or weight belongs on the first step, where the fields are.
      const field = (['height', 'weight'] as const).find((name) => form.getFieldState(name).error);
      if (field) goTo('body', field);
      else setSaveFailed(true);
      return;
    }
    clearDraft(patientId);
    await navigate(fillQuestionnaireSuccessPath(patientId), { replace: true });
    // The server has ended the patient session with the answers; the browser forgets it too.
    clearSessions();
  });

  const onSubmit = () => {
    if (step.kind !== 'review') return next();
    // A stored draft may hold values the first step never let through.
    if (!bodyMeasuresValid({ height, weight })) return goTo('body', 'firstInvalid');
    return submit();
  };

  return (
    <form
      className="questionnaire-steps"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      <div className="questionnaire-progress">
        <p aria-live="polite">{progress}</p>
        <ProgressBar
          value={(index + 1) / steps.length}
          intent={Intent.PRIMARY}
          animate={false}
          stripes={false}
          aria-label={progress}
        />
      </div>
      <H3 ref={heading} tabIndex={-1} className="questionnaire-step-title">
        {title}
      </H3>
      {step.kind === 'body' && (
        <>
          <p>{t('questionnaireLink.fill.greeting', { firstName })}</p>
          <BodyMeasuresFields control={form.control} />
        </>
      )}
      {step.kind === 'section' &&
        step.questions.map((question) => (
          <QuestionField
            key={question.id}
            variant="large"
            questionRef={question}
            values={answers[question.id] ?? []}
            readOnly={saving}
            onChange={(values) => onChange(question.id, values)}
          />
        ))}
      {step.kind === 'review' && (
        <>
          <ReviewStep
            steps={steps}
            body={{ height, weight }}
            answers={answers}
            disabled={saving}
            onEdit={(edit) => goTo(edit)}
          />
          <p className="questionnaire-link-hint">{t('questionnaireLink.fill.submitHint')}</p>
        </>
      )}
      {saveFailed && (
        <Callout intent={Intent.DANGER}>
          <p>{t('questionnaireLink.fill.saveFailed')}</p>
          <SupportContact />
        </Callout>
      )}
      <div className="questionnaire-step-buttons">
        {index > 0 && (
          <Button
            size="large"
            icon="chevron-left"
            text={t('questionnaireLink.fill.back')}
            disabled={saving}
            onClick={() => goTo(stepKey(steps[index - 1]))}
          />
        )}
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          endIcon={step.kind === 'review' ? 'send-message' : 'chevron-right'}
          loading={saving}
          text={t(step.kind === 'review' ? 'questionnaireLink.fill.submit' : 'questionnaireLink.fill.next')}
        />
      </div>
    </form>
  );
}
