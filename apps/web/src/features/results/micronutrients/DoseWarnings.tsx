import { Callout, Intent, Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Pharmacogenetic warnings of a dose for the patient's reported medication. */
  warnings: readonly string[];
}

/** A compact warning sign for a table row; the texts show in a tooltip. */
export function DoseWarningsTag({ warnings }: Props) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Tooltip
      content={
        <div className="dose-warnings">
          <strong>{t('recipe.warnings.title')}</strong>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      }
    >
      <Tag minimal intent={Intent.WARNING} icon="warning-sign" interactive tabIndex={0}>
        {t('recipe.warnings.label', { count: warnings.length })}
      </Tag>
    </Tooltip>
  );
}

/** The warnings written out, where there is room for them (the order's recipe). */
export function DoseWarningsCallout({ warnings }: Props) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Callout
      className="dose-warnings"
      intent={Intent.WARNING}
      compact
      icon="warning-sign"
      title={t('recipe.warnings.title')}
    >
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Callout>
  );
}
