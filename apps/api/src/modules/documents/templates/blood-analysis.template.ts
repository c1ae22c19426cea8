import { interpolate, translationOf } from '@portal/i18n';
import { StatusTone } from '@portal/shared-types';
import { html, trustedHtml } from '../../../common/html/html.js';
import { type DocumentLocale, formatDate, renderDocumentLayout } from './layout.js';
import { toneCss } from './tone-css.js';

export type BloodValueState = 'tooLow' | 'low' | 'optimal' | 'high' | 'tooHigh';

export interface BloodAnalysisDocumentData {
  practice: string;
  patientName: string;
  patientBirthDate: string;
  /** ISO timestamp of the print. */
  date: string;
  rows: {
    name: string;
    value: number;
    unit: string;
    valueDate: string;
    optimal: [number | null, number | null];
    lab: [number | null, number | null];
    state: BloodValueState;
  }[];
}

const css = trustedHtml(`
  table { width: 100%; border-collapse: collapse; margin-bottom: 6mm; font-size: 9.5pt; }
  th, td { text-align: left; padding: 1.6mm 1mm; border-bottom: 1px solid #d3d8de; vertical-align: top; }
  th { font-size: 8.5pt; color: #5f6b7c; font-weight: normal; }
  td.num { text-align: right; white-space: nowrap; }
  tr { page-break-inside: avoid; }
  .state { display: inline-block; padding: 0.3mm 2mm; border-radius: 1mm; font-size: 8.5pt; }
  ${toneCss('.state-optimal', StatusTone.Done)}
  ${toneCss('.state-low, .state-high', StatusTone.Waiting)}
  ${toneCss('.state-tooLow, .state-tooHigh', StatusTone.Problem)}
  .legend h2 { font-size: 10pt; margin: 0 0 2mm; }
  .legend p { font-size: 9pt; margin: 0 0 1mm; }`);

function numberIn(locale: DocumentLocale) {
  const format = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 });
  return (value: number) => format.format(value);
}

function range(locale: DocumentLocale, [min, max]: [number | null, number | null]): string {
  const t = translationOf(locale).bloodAnalysis.pdf;
  const n = numberIn(locale);
  if (min !== null && max !== null) return `${n(min)} – ${n(max)}`;
  if (min !== null) return interpolate(t.from, { min: n(min) });
  if (max !== null) return interpolate(t.upTo, { max: n(max) });
  return '–';
}

const isoDay = (iso: string, locale: DocumentLocale) => formatDate(`${iso}T12:00:00Z`, locale);

/** The patient's current blood values as a table: value, date, ranges and the state in words. */
export function bloodAnalysisDocument(locale: DocumentLocale, data: BloodAnalysisDocumentData): string {
  const t = translationOf(locale).bloodAnalysis;
  const n = numberIn(locale);
  const body = html`<dl>
      <dt>${t.pdf.practice}</dt>
      <dd>${data.practice}</dd>
      <dt>${t.pdf.patient}</dt>
      <dd>${data.patientName}</dd>
      <dt>${t.pdf.birthDate}</dt>
      <dd>${isoDay(data.patientBirthDate, locale)}</dd>
      <dt>${t.pdf.date}</dt>
      <dd>${formatDate(data.date, locale)}</dd>
    </dl>
    ${
      data.rows.length
        ? html`<table>
            <thead>
              <tr>
                <th>${t.pdf.marker}</th>
                <th class="num">${t.pdf.value}</th>
                <th>${t.pdf.valueDate}</th>
                <th>${t.pdf.optimalRange}</th>
                <th>${t.pdf.labRange}</th>
                <th>${t.pdf.state}</th>
              </tr>
            </thead>
            <tbody>
              ${data.rows.map(
                (row) =>
                  html`<tr>
                    <td>${row.name}</td>
                    <td class="num">${n(row.value)} ${row.unit}</td>
                    <td>${isoDay(row.valueDate, locale)}</td>
                    <td>${range(locale, row.optimal)}</td>
                    <td>${range(locale, row.lab)}</td>
                    <td><span class="state state-${row.state}">${t.states[row.state]}</span></td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : html`<p>${t.pdf.none}</p>`
    }
    <div class="legend">
      <h2>${t.pdf.legend}</h2>
      <p>${t.pdf.legendOptimal}</p>
      <p>${t.pdf.legendSuboptimal}</p>
      <p>${t.pdf.legendOut}</p>
    </div>`;
  return renderDocumentLayout(locale, t.pdf.title, body, css, { pageNumbers: true });
}
