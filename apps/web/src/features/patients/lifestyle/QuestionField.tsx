import './questionField.css';
import { Button, Checkbox, CheckboxCard, FormGroup, Radio, RadioCard, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type QuestionField_question$key } from './__generated__/QuestionField_question.graphql';

interface Props {
  questionRef: QuestionField_question$key;
  values: readonly string[];
  readOnly: boolean;
  onChange: (values: string[]) => void;
  /**
   * `compact` (the doctor's screens): radios, checkboxes and toggle buttons under a label. `large` (the patient's
   * questionnaire): a fieldset with the question as its legend and one large card per answer.
   */
  variant?: 'compact' | 'large';
}

/** One lifestyle question: Single as radios, Multiple as checkboxes, Chip as toggle buttons (or as large cards). */
export function QuestionField({ questionRef, values, readOnly, onChange, variant = 'compact' }: Props) {
  const { t, i18n } = useTranslation();
  const question = useFragment(
    graphql`
      fragment QuestionField_question on LifestyleQuestion {
        id
        type
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
  const toggle = (value: string) =>
    onChange(values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);
  const label = text(question);

  if (variant === 'large') {
    const single = question.type === 'Single';
    // A type added to the schema later has no cards yet.
    if (!single && question.type !== 'Multiple' && question.type !== 'Chip') return null;
    return (
      <fieldset className="question-field-large">
        <legend>{label}</legend>
        <p className="question-field-hint">
          {t(single ? 'questionnaireLink.fill.oneAnswer' : 'questionnaireLink.fill.severalAnswers')}
        </p>
        <div className="question-field-cards">
          {question.answers.map((answer) =>
            single ? (
              <RadioCard
                key={answer.value}
                label={text(answer)}
                value={answer.value}
                alignIndicator="left"
                disabled={readOnly}
                checked={values[0] === answer.value}
                inputProps={{ name: `question-${question.id}` }}
                onChange={() => onChange([answer.value])}
              />
            ) : (
              <CheckboxCard
                key={answer.value}
                label={text(answer)}
                alignIndicator="left"
                disabled={readOnly}
                checked={values.includes(answer.value)}
                onChange={() => toggle(answer.value)}
              />
            ),
          )}
        </div>
      </fieldset>
    );
  }

  switch (question.type) {
    case 'Single':
      return (
        <RadioGroup
          label={label}
          name={`question-${question.id}`}
          disabled={readOnly}
          selectedValue={values[0] ?? ''}
          onChange={(event) => onChange([event.currentTarget.value])}
        >
          {question.answers.map((answer) => (
            <Radio key={answer.value} value={answer.value} label={text(answer)} />
          ))}
        </RadioGroup>
      );
    case 'Multiple':
      return (
        <FormGroup label={label}>
          {question.answers.map((answer) => (
            <Checkbox
              key={answer.value}
              label={text(answer)}
              disabled={readOnly}
              checked={values.includes(answer.value)}
              onChange={() => toggle(answer.value)}
            />
          ))}
        </FormGroup>
      );
    case 'Chip':
      return (
        <FormGroup label={label}>
          <div className="question-chips" role="group" aria-label={label}>
            {question.answers.map((answer) => (
              <Button
                key={answer.value}
                size="small"
                text={text(answer)}
                disabled={readOnly}
                active={values.includes(answer.value)}
                aria-pressed={values.includes(answer.value)}
                intent={values.includes(answer.value) ? 'primary' : 'none'}
                onClick={() => toggle(answer.value)}
              />
            ))}
          </div>
        </FormGroup>
      );
    case '%future added value':
      return null;
  }
}
