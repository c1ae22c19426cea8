import { Classes, Icon, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type FormulaCheck } from './useFormulaCheck';

/** Under the formula: the API's syntax message, or "Formel gültig" with the inputs the formula reads. */
export function FormulaCheckFeedback({ check }: { check: FormulaCheck }) {
  const { t } = useTranslation();
  switch (check.state) {
    case 'empty':
      return t('formulaTool.editor.formulaHint');
    case 'checking':
      return (
        <span className="formula-check">
          <Spinner size={12} />
          <span>{t('formulaTool.editor.checking')}</span>
        </span>
      );
    case 'checked':
      break;
  }
  const { outcome } = check;
  if (outcome.kind === 'refused')
    return (
      <span className="formula-check" role="alert">
        <Icon icon="error" intent={Intent.DANGER} />
        <span>{outcome.formula ?? outcome.other[0] ?? t('formulaTool.editor.checkFailed')}</span>
      </span>
    );
  return (
    <span className="formula-check">
      <Icon icon="tick-circle" intent={Intent.SUCCESS} />
      <strong>{t('formulaTool.editor.valid')}</strong>
      <span>
        {t(outcome.inputs.length === 0 ? 'formulaTool.editor.usesNoInputs' : 'formulaTool.editor.usesInputs')}
      </span>
      {outcome.inputs.map((input) => (
        <Tag key={input} minimal className={Classes.MONOSPACE_TEXT}>
          {input}
        </Tag>
      ))}
    </span>
  );
}
