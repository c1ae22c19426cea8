import { Button, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type Answers } from '../patients/lifestyle/questionnaire';
import { type ReviewAnswer_question$key } from './__generated__/ReviewAnswer_question.graphql';
import { type StepQuestion } from './AllLifestyleQuestions';
import { type BodyMeasuresForm } from './bodyMeasures';
import { type QuestionnaireStep, type StepKey } from './questionnaireSteps';

interface Props {
  steps: readonly QuestionnaireStep<StepQuestion>[];
  body: BodyMeasuresForm;
  answers: Answers;
  disabled: boolean;
  onEdit: (step: StepKey) => void;
}

/** The last step: everything entered, section by section, each with a way back to change it. */
export function ReviewStep({ steps, body, answers, disabled, onEdit }: Props) {
  const { t } = useTranslation();
  const edit = (step: StepKey, title: string) => (
    <Button
      variant="outlined"
      icon="edit"
      text={t('questionnaireLink.fill.change')}
      aria-label={t('questionnaireLink.fill.changeSection', { section: title })}
      disabled={disabled}
      onClick={() => onEdit(step)}
    />
  );
  return (
    <div className="questionnaire-review">
      <p>{t('questionnaireLink.fill.reviewIntro')}</p>
      {steps.map((step) => {
        if (step.kind === 'review') return null;
        const key = step.kind === 'body' ? 'body' : step.section;
        const title = t(`questionnaireLink.fill.sections.${key}`);
        return (
          <section key={key} className="questionnaire-review-section">
            <div className="questionnaire-review-heading">
              <H4>{title}</H4>
              {edit(key, title)}
            </div>
            <dl>
              {step.kind === 'body' ? (
                <>
                  <dt>{t('questionnaireLink.fill.height')}</dt>
                  <dd>{body.height}</dd>
                  <dt>{t('questionnaireLink.fill.weight')}</dt>
                  <dd>{body.weight}</dd>
                </>
              ) : (
                step.questions.map((question) => (
                  <ReviewAnswer
                    key={question.id}
                    questionRef={question}
                    values={answers[question.id] ?? []}
                  />
                ))
              )}
            </dl>
          </section>
        );
      })}
    </div>
  );
}

function ReviewAnswer({
  questionRef,
  values,
}: {
  questionRef: ReviewAnswer_question$key;
  values: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const question = useFragment(
    graphql`
      fragment ReviewAnswer_question on LifestyleQuestion {
        de
        en
        answers {
          value
          de
          en
        }
      }
    `,
    questionRef,
  );
  const text = (item: { de: string; en: string }) => (i18n.language === 'en' ? item.en : item.de);
  const chosen = question.answers.filter((answer) => values.includes(answer.value)).map(text);
  return (
    <>
      <dt>{text(question)}</dt>
      <dd className={chosen.length === 0 ? 'questionnaire-review-empty' : undefined}>
        {chosen.length === 0 ? t('questionnaireLink.fill.notAnswered') : chosen.join(', ')}
      </dd>
    </>
  );
}
