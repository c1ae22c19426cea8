import { Button, Callout, Classes, Intent, Tag, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeTextArea } from './CodeTextArea';
import { formatOutput } from './formatOutput';
import { type FormulaTemplateValues, isTestInput, testInputOrNull } from './formulaTemplateValues';
import {
  type TestOutcome,
  useUpsertFormulaTemplateTestMutation,
} from './useUpsertFormulaTemplateTestMutation';

interface Props {
  control: Control<FormulaTemplateValues>;
  formula: string;
  /** The chosen micronutrient's unit, for the output. */
  unit: string;
}

/** The JSON test inputs and the "Testlauf" that runs the formula with them. */
export function TestRun({ control, formula, unit }: Props) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control,
    name: 'test_input_value',
    rules: { validate: (value: string) => isTestInput(value) || t('formulaTool.editor.testInputInvalid') },
  });
  const [run, running] = useUpsertFormulaTemplateTestMutation();
  const [result, setResult] = useState<{ request: string; outcome: TestOutcome } | null>(null);
  // A result belongs to the formula and the inputs it ran with; an edit hides it.
  const request = JSON.stringify([formula, field.value]);
  const blocked = formula.trim() === '' || !isTestInput(field.value);

  const start = () => {
    run(formula, testInputOrNull(field.value), null, (outcome) => setResult({ request, outcome }));
  };

  return (
    <div className="formula-test-run">
      <CodeTextArea
        label={t('formulaTool.editor.testInput')}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        textAreaRef={field.ref}
        intent={fieldState.error ? Intent.DANGER : Intent.NONE}
        helperText={fieldState.error?.message ?? t('formulaTool.editor.testInputHint')}
        rows={4}
        placeholder='{"age": 40}'
      />
      <Tooltip
        content={
          formula.trim() === ''
            ? t('formulaTool.editor.formulaHint')
            : t('formulaTool.editor.testInputInvalid')
        }
        disabled={!blocked}
      >
        <Button
          icon="play"
          text={t('formulaTool.editor.testRun')}
          loading={running}
          disabled={blocked}
          onClick={start}
        />
      </Tooltip>
      {result?.request === request && <TestResult outcome={result.outcome} unit={unit} />}
    </div>
  );
}

function TestResult({ outcome, unit }: { outcome: TestOutcome; unit: string }) {
  const { t } = useTranslation();
  if (outcome.kind === 'refused')
    return (
      <Callout intent={Intent.DANGER} icon="error" role="alert" compact>
        {[outcome.formula, ...outcome.other].filter(Boolean).join(' ') || t('formulaTool.editor.checkFailed')}
      </Callout>
    );
  return (
    <Callout
      intent={outcome.output === null ? Intent.WARNING : Intent.SUCCESS}
      icon={outcome.output === null ? 'warning-sign' : 'tick-circle'}
      role="status"
      compact
    >
      <p>
        {outcome.output === null
          ? t('formulaTool.editor.testProblem', { problem: outcome.problem ?? '' })
          : t('formulaTool.editor.testOutput', { value: formatOutput(outcome.output, unit) })}
      </p>
      {outcome.missing.length > 0 && (
        <p className="formula-tags">
          {t('formulaTool.editor.missingInputs')}
          {outcome.missing.map((input) => (
            <Tag key={input} minimal intent={Intent.WARNING} className={Classes.MONOSPACE_TEXT}>
              {input}
            </Tag>
          ))}
        </p>
      )}
    </Callout>
  );
}
