import { Callout, Classes, HTMLTable, Intent } from '@blueprintjs/core';
import { formatDateTime } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type DoseExplanation_explanation$key } from './__generated__/DoseExplanation_explanation.graphql';
import './doseExplanation.css';
import { formatDose, formatInputValue } from './micronutrientEdits';

interface Props {
  explanationRef: DoseExplanation_explanation$key;
  /** The micronutrient's unit: the explanation's numbers are in it. */
  unit: string;
}

/** Why a dose is what it is: the formula with its version, the inputs it read, its raw result and the clamp. */
export function DoseExplanation({ explanationRef, unit }: Props) {
  const { t } = useTranslation();
  const explanation = useFragment(
    graphql`
      fragment DoseExplanation_explanation on DoseExplanation {
        source
        template_name
        template_version
        raw_value
        clamped
        min_value
        max_value
        inputs {
          name
          label
          value
        }
        calculated_at
        failure
      }
    `,
    explanationRef,
  );
  if (explanation.source === 'doctor')
    return <p className="dose-explanation">{t('recipe.explanation.doctor')}</p>;

  const clamp =
    explanation.clamped === 'max'
      ? t('recipe.explanation.clampedMax', { value: formatDose(explanation.max_value), unit })
      : explanation.clamped === 'min'
        ? t('recipe.explanation.clampedMin', { value: formatDose(explanation.min_value), unit })
        : null;
  return (
    <div className="dose-explanation">
      <strong>
        {explanation.template_name
          ? t('recipe.explanation.formula', {
              name: explanation.template_name,
              version: explanation.template_version ?? 1,
            })
          : t('recipe.explanation.formulaUnnamed')}
      </strong>
      {explanation.inputs.length > 0 && (
        <HTMLTable compact className="dose-explanation-inputs">
          <thead>
            <tr>
              <th>{t('recipe.explanation.input')}</th>
              <th className="numeric">{t('recipe.explanation.value')}</th>
            </tr>
          </thead>
          <tbody>
            {explanation.inputs.map((input) => (
              <tr key={input.name}>
                <td>{input.label}</td>
                <td className="numeric">
                  {input.value === null || input.value === undefined ? (
                    <span className={Classes.TEXT_MUTED}>{t('recipe.explanation.noValue')}</span>
                  ) : (
                    formatInputValue(input.value)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {explanation.failure ? (
        <Callout intent={Intent.WARNING} compact>
          {explanation.failure}
        </Callout>
      ) : (
        explanation.raw_value !== null &&
        explanation.raw_value !== undefined && (
          <p>
            {t('recipe.explanation.result', { value: formatDose(explanation.raw_value), unit })}
            {clamp && `, ${clamp}`}
          </p>
        )
      )}
      {explanation.calculated_at && (
        <p className={Classes.TEXT_MUTED}>
          {t('recipe.explanation.calculatedAt', { date: formatDateTime(explanation.calculated_at) })}
        </p>
      )}
    </div>
  );
}
