import { interpolate, translationOf } from '@portal/i18n';
import { StatusTone } from '@portal/shared-types';
import { html, trustedHtml } from '../../../common/html/html.js';
import { type DocumentLocale, formatDate, renderDocumentLayout } from './layout.js';
import { toneCss } from './tone-css.js';

export type ResultLevel = 'good' | 'medium' | 'bad';

export interface ResultsHeaderData {
  practice: string;
  patientName: string;
  patientBirthDate: string;
  /** ISO timestamp of the download. */
  date: string;
  /** The catalogue version the interpretations come from. */
  version: string;
}

export interface DnaAnalysisDocumentData extends ResultsHeaderData {
  rows: {
    category: string;
    marker: string;
    genes: string;
    genotype: string;
    result: string | null;
    level: ResultLevel | null;
    date: string | null;
  }[];
}

// Prints in black and white: every result carries its word and a symbol, colour only adds to it.
export const resultsCss = trustedHtml(`
  table { width: 100%; border-collapse: collapse; margin-bottom: 6mm; font-size: 9.5pt; }
  th, td { text-align: left; padding: 1.5mm 1mm; border-bottom: 1px solid #8f99a8; vertical-align: top; }
  th { font-size: 8.5pt; color: #404854; font-weight: bold; border-bottom: 1.5px solid #1c2127; }
  tr { page-break-inside: avoid; }
  h2 { font-size: 12pt; margin: 6mm 0 2mm; page-break-after: avoid; }
  .level { white-space: nowrap; font-weight: bold; }
  ${toneCss('.level.bad, .r0', StatusTone.Problem, { background: false })}
  ${toneCss('.level.medium, .r1, .r3', StatusTone.Waiting, { background: false })}
  ${toneCss('.level.good, .r2', StatusTone.Done, { background: false })}
  .none { font-style: italic; color: #404854; }
  .legend { border: 1px solid #8f99a8; padding: 2mm 3mm; font-size: 9pt; margin-bottom: 6mm; }
  .small { font-size: 8.5pt; color: #404854; }`);

export const LEVEL_SYMBOL: Record<ResultLevel, string> = { bad: '●', medium: '◐', good: '○' };

export function resultsHeader(locale: DocumentLocale, data: ResultsHeaderData) {
  const t = translationOf(locale).documents.dnaResults;
  return html`<dl>
    <dt>${t.practice}</dt>
    <dd>${data.practice}</dd>
    <dt>${t.patient}</dt>
    <dd>${data.patientName}</dd>
    <dt>${t.birthDate}</dt>
    <dd>${formatDate(data.patientBirthDate, locale)}</dd>
    <dt>${t.date}</dt>
    <dd>${formatDate(data.date, locale)}</dd>
  </dl>`;
}

export function dnaAnalysisDocument(locale: DocumentLocale, data: DnaAnalysisDocumentData): string {
  const t = translationOf(locale).documents.dnaResults;
  const categories = [...new Set(data.rows.map((row) => row.category))];
  const body = html`${resultsHeader(locale, data)}
    <div class="legend"><strong>${t.legend}:</strong> ○ ${t.legendDna}</div>
    ${categories.map(
      (category) =>
        html`<h2>${(t.categories as Record<string, string>)[category] ?? category}</h2>
          <table>
            <thead>
              <tr>
                <th>${t.marker}</th>
                <th>${t.gene}</th>
                <th>${t.genotype}</th>
                <th>${t.result}</th>
                <th>${t.resultDate}</th>
              </tr>
            </thead>
            <tbody>
              ${data.rows
                .filter((row) => row.category === category)
                .map(
                  (row) =>
                    html`<tr>
                      <td>${row.marker}</td>
                      <td>${row.genes}</td>
                      <td>${row.genotype || '–'}</td>
                      <td>
                        ${
                          row.level && row.result
                            ? html`<span class="level ${row.level}"
                                >${LEVEL_SYMBOL[row.level]} ${row.result}</span
                              >`
                            : html`<span class="none">${t.notAnalysed}</span>`
                        }
                      </td>
                      <td>${row.date ? formatDate(row.date, locale) : '–'}</td>
                    </tr>`,
                )}
            </tbody>
          </table>`,
    )}
    <footer>${interpolate(t.footer, { version: data.version })}</footer>`;
  return renderDocumentLayout(locale, t.dnaTitle, body, resultsCss, { pageNumbers: true });
}
