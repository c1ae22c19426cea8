import { Classes, H6, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type ChangedInputs_inputs$key } from './__generated__/ChangedInputs_inputs.graphql';
import { formatInputValue } from './micronutrientEdits';

/** What changed since the plan's dose: each input a formula read, before → after. */
export function ChangedInputs({ inputsRef }: { inputsRef: ChangedInputs_inputs$key }) {
  const { t } = useTranslation();
  const inputs = useFragment(
    graphql`
      fragment ChangedInputs_inputs on ChangedInputView @relay(plural: true) {
        name
        label
        before
        after
      }
    `,
    inputsRef,
  );
  if (inputs.length === 0) return null;
  const value = (number: number | null | undefined) =>
    number === null || number === undefined ? (
      <span className={Classes.TEXT_MUTED}>{t('recipe.explanation.noValue')}</span>
    ) : (
      formatInputValue(number)
    );
  return (
    <>
      <H6>{t('recipe.proposals.changedInputs')}</H6>
      <HTMLTable compact className="dose-explanation-inputs">
        <tbody>
          {inputs.map((input) => (
            <tr key={input.name}>
              <td>{input.label}</td>
              <td className="numeric">
                {value(input.before)} → {value(input.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
