import { Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type CapWarning } from './useUpsertFormulaTemplateTestMutation';

const amount = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 4 });

/** The formula can exceed the micronutrient's maximum dose: why, and that the calculation clamps it. */
export function CapWarningCallout({ warning }: { warning: CapWarning }) {
  const { t } = useTranslation();
  const values = { max: amount.format(warning.max), unit: warning.unit };
  return (
    <Callout
      intent={Intent.WARNING}
      icon="warning-sign"
      title={t('formulaTool.editor.capWarning.title')}
      role="status"
      compact
      className="formula-cap-warning"
    >
      {warning.testOutput !== null && (
        <p>
          {t('formulaTool.editor.capWarning.testOutput', {
            ...values,
            value: amount.format(warning.testOutput),
          })}
        </p>
      )}
      {warning.unbounded ? (
        <p>{t('formulaTool.editor.capWarning.unbounded', values)}</p>
      ) : (
        warning.upperBound !== null &&
        warning.upperBound > warning.max && (
          <p>
            {t('formulaTool.editor.capWarning.upperBound', {
              ...values,
              bound: amount.format(warning.upperBound),
            })}
          </p>
        )
      )}
      <p>{t('formulaTool.editor.capWarning.clamped', values)}</p>
    </Callout>
  );
}
