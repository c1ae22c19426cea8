import { useTranslation } from 'react-i18next';

export const BLOOD_ANALYSIS_COLUMNS = 6;

/** The head of the blood analysis table, shared by the table and its loading skeleton. */
export function BloodAnalysisColumns() {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th>{t('bloodResults.list.name')}</th>
        <th className="numeric">{t('bloodResults.list.date')}</th>
        <th className="numeric">{t('bloodResults.list.result')}</th>
        <th>{t('bloodResults.list.trend')}</th>
        <th className="numeric">{t('bloodResults.list.optimalRange')}</th>
        <th>{t('bloodResults.list.meaning')}</th>
      </tr>
    </thead>
  );
}
