import { Callout, HTMLTable, Intent } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { type EnteredValue } from './entryValues';

/** Step 1: exactly what will be saved, read-only. */
export function BloodEntryConfirmation({ date, values }: { date: string; values: readonly EnteredValue[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Callout intent={Intent.WARNING} compact>
        {t('bloodResults.entry.confirmIntro')}
      </Callout>
      <p className="blood-entry-date">{t('bloodResults.entry.confirmDate', { date: formatDate(date) })}</p>
      <HTMLTable compact className="blood-entry-confirmation">
        <thead>
          <tr>
            <th>{t('bloodResults.list.name')}</th>
            <th className="numeric">{t('bloodResults.detail.value')}</th>
          </tr>
        </thead>
        <tbody>
          {values.map(({ parameter, value }) => (
            <tr key={parameter.id}>
              <td>{parameter.name}</td>
              <td className="numeric">
                {value} {parameter.formattedUnit}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
