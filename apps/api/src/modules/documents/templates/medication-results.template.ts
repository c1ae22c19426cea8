import { interpolate, translationOf } from '@portal/i18n';
import { html } from '../../../common/html/html.js';
import { resultsCss, resultsHeader, type ResultsHeaderData } from './dna-analysis.template.js';
import { type DocumentLocale, renderDocumentLayout } from './layout.js';

export interface MedicationCell {
  /** 0 red, 1 yellow, 2 green, 3 yellow. */
  result: number;
  text: string;
}

export interface MedicationResultsDocumentData extends ResultsHeaderData {
  rows: {
    name: string;
    genes: string;
    effect: MedicationCell | null;
    breakdown: MedicationCell | null;
    dosis: MedicationCell | null;
  }[];
  literature: string[];
}

const SYMBOL: Record<number, string> = { 0: '●', 1: '◐', 2: '○', 3: '◐' };

export function medicationResultsDocument(
  locale: DocumentLocale,
  data: MedicationResultsDocumentData,
): string {
  const t = translationOf(locale).documents.dnaResults;
  const cell = (value: MedicationCell | null) =>
    value
      ? html`<span class="level r${value.result}">${SYMBOL[value.result] ?? ''} ${value.text}</span>`
      : html`<span class="none">${t.notAnalysed}</span>`;
  const body = html`${resultsHeader(locale, data)}
    <div class="legend"><strong>${t.legend}:</strong> ${t.legendMedication}<br />${t.notAnalysedHint}</div>
    <table>
      <thead>
        <tr>
          <th>${t.medication}</th>
          <th>${t.effect}</th>
          <th>${t.breakdown}</th>
          <th>${t.dosis}</th>
        </tr>
      </thead>
      <tbody>
        ${data.rows.map(
          (row) =>
            html`<tr>
              <td>${row.name}<br /><span class="small">${row.genes}</span></td>
              <td>${cell(row.effect)}</td>
              <td>${cell(row.breakdown)}</td>
              <td>${cell(row.dosis)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <h2>${t.literature}</h2>
    ${data.literature.map((entry) => html`<p class="small">${entry}</p>`)}
    <footer>${interpolate(t.footer, { version: data.version })}</footer>`;
  return renderDocumentLayout(locale, t.medicationTitle, body, resultsCss, { pageNumbers: true });
}
