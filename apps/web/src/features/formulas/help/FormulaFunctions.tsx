import { Button, Classes, H5 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

// The formula language's allow-list (formula-language brief): nothing else exists in the API's instance.
const formulaFunctions = [
  { name: 'min', signature: 'min(a, b, …)' },
  { name: 'max', signature: 'max(a, b, …)' },
  { name: 'clamp', signature: 'clamp(x, lo, hi)' },
  { name: 'round', signature: 'round(x[, digits])' },
  { name: 'floor', signature: 'floor(x)' },
  { name: 'ceil', signature: 'ceil(x)' },
  { name: 'abs', signature: 'abs(x)' },
  { name: 'sqrt', signature: 'sqrt(x)' },
  { name: 'known', signature: 'known(x)' },
  { name: 'valueOr', signature: 'valueOr(x, fallback)' },
] as const;

/** The functions a formula may call (a click inserts `name(`) and its operators. */
export function FormulaFunctions({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className="formula-help-section">
      <H5>{t('formulaTool.functions.title')}</H5>
      <ul className="formula-help-list">
        {formulaFunctions.map(({ name, signature }) => (
          <li key={name}>
            <Button
              variant="minimal"
              size="small"
              fill
              alignText="start"
              onClick={() => onInsert(`${name}(`)}
            >
              <code className={Classes.MONOSPACE_TEXT}>{signature}</code>
              <span className={Classes.TEXT_MUTED}>{t(`formulaTool.functions.${name}`)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <H5>{t('formulaTool.functions.operatorsTitle')}</H5>
      <p className={Classes.MONOSPACE_TEXT}>{t('formulaTool.functions.operators')}</p>
    </section>
  );
}
