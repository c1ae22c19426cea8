import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/status';
import { type ReleasedReport } from '@portal/shared-types';

type Column =
  | 'name'
  | 'value'
  | 'range'
  | 'state'
  | 'marker'
  | 'genotype'
  | 'result'
  | 'medication'
  | 'effect'
  | 'nutrient'
  | 'dose'
  | 'description';

/** The report's rows as a table whose last cells say in words what each value means. */
export function ReportRows({ report }: { report: ReleasedReport }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('en') ? 'en-GB' : 'de-DE';
  const column = (name: Column) => <th scope="col">{t(`patientResults.detail.columns.${name}`)}</th>;
  switch (report.kind) {
    case 'blood':
      return (
        <HTMLTable className="patient-report-table">
          <thead>
            <tr>
              {column('name')}
              {column('value')}
              {column('range')}
              {column('state')}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td className="patient-report-value">{`${row.value.toLocaleString(locale)} ${row.unit}`}</td>
                <td>{row.range ?? '–'}</td>
                <td>
                  <StatusTag kind="bloodValue" value={row.state}>
                    {row.stateText}
                  </StatusTag>
                  <p className="patient-report-meaning">{row.meaning}</p>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      );
    case 'dna':
      return (
        <HTMLTable className="patient-report-table">
          <thead>
            <tr>
              {column('marker')}
              {column('genotype')}
              {column('result')}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={`${row.category}-${row.marker}`}>
                <th scope="row">
                  {row.marker}
                  <div className="patient-report-sub">{row.genes}</div>
                </th>
                <td>{row.genotype}</td>
                <td>
                  <StatusTag kind="dnaLevel" value={row.level ?? 'none'}>
                    {row.levelText}
                  </StatusTag>
                  {row.result && <p>{row.result}</p>}
                  <p className="patient-report-meaning">{row.meaning}</p>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      );
    case 'medication':
      return (
        <HTMLTable className="patient-report-table">
          <thead>
            <tr>
              {column('medication')}
              {column('effect')}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.medication}>
                <th scope="row">
                  {row.medication}
                  <div className="patient-report-sub">{row.genes}</div>
                </th>
                <td>
                  <StatusTag kind="medicationLevel" value={row.level === null ? 'none' : String(row.level)}>
                    {row.levelText}
                  </StatusTag>
                  <p>{row.effect}</p>
                  <p className="patient-report-meaning">{row.meaning}</p>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      );
    case 'micronutrients':
      return (
        <HTMLTable className="patient-report-table">
          <thead>
            <tr>
              {column('nutrient')}
              {column('dose')}
              {column('description')}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.nutrient}>
                <th scope="row">{row.nutrient}</th>
                <td className="patient-report-value">{row.doseText}</td>
                <td>{row.description ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      );
  }
}
