import { Classes, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { BLOOD_ANALYSIS_COLUMNS, BloodAnalysisColumns } from './BloodAnalysisColumns';

const ROWS = 6;

/** The table's shape while it loads (design: skeleton rows, not a spinner on a blank page). */
export function BloodAnalysisSkeleton() {
  const { t } = useTranslation();
  return (
    <HTMLTable className="blood-analysis-table" aria-busy aria-label={t('bloodResults.list.loading')}>
      <BloodAnalysisColumns />
      <tbody>
        {Array.from({ length: ROWS }, (_, row) => (
          <tr key={row}>
            {Array.from({ length: BLOOD_ANALYSIS_COLUMNS }, (_, cell) => (
              <td key={cell}>
                <div className={Classes.SKELETON}>&nbsp;</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
