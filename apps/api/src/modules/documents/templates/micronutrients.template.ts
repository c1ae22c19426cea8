import { translationOf } from '@portal/i18n';
import { html, trustedHtml } from '../../../common/html/html.js';
import { type DocumentLocale, formatDate, renderDocumentLayout } from './layout.js';

export interface MicronutrientsDocumentData {
  /** ISO timestamp of the download. */
  date: string;
  practice: { name: string; addressLines: string[]; contact: string | null };
  doctor: string;
  patient: { name: string; birthDate: string; guid: string };
  /** ISO timestamp of the doctor's last change of the doses; null when never changed. */
  lastUpdatedAt: string | null;
  /** Under 18: no recommendation is calculated (the table shows the doctor's doses only). */
  underAge: boolean;
  rows: {
    name: string;
    current: number | null;
    recommended: number | null;
    unit: string;
    description: string | null;
  }[];
}

const css = trustedHtml(`
  .practice { display: flex; justify-content: space-between; gap: 8mm; margin-bottom: 6mm; font-size: 9.5pt; }
  .practice strong { font-size: 11pt; }
  .note { padding: 2mm 3mm; background: #fbe3c5; border-left: 2px solid #c87619; margin-bottom: 6mm; font-size: 10pt; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 6mm; }
  th, td { text-align: left; padding: 2mm 1mm; border-bottom: 1px solid #d3d8de; vertical-align: top; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  th { font-size: 9pt; color: #5f6b7c; font-weight: normal; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  td.description { font-size: 9.5pt; }
  .legend { font-size: 9pt; color: #5f6b7c; }
  .legend dt { color: #1c2127; }`);

const number = (value: number | null, locale: DocumentLocale) =>
  value === null
    ? '–'
    : value.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 });

/** The patient's micronutrient doses as a handout: practice, patient, date, table, legend, page numbers. */
export function micronutrientsDocument(locale: DocumentLocale, data: MicronutrientsDocumentData): string {
  const t = translationOf(locale).documents.micronutrients;
  const body = html`<div class="practice">
      <div>
        <strong>${data.practice.name}</strong><br />
        ${data.practice.addressLines.map((line, index) => html`${index ? html`<br />` : ''}${line}`)}
      </div>
      <div>${data.practice.contact ?? ''}</div>
    </div>
    <dl>
      <dt>${t.patient}</dt>
      <dd>${data.patient.name}</dd>
      <dt>${t.birthDate}</dt>
      <dd>${formatDate(data.patient.birthDate, locale)}</dd>
      <dt>${t.patientId}</dt>
      <dd>${data.patient.guid}</dd>
      <dt>${t.doctor}</dt>
      <dd>${data.doctor}</dd>
      <dt>${t.date}</dt>
      <dd>${formatDate(data.date, locale)}</dd>
      <dt>${t.lastUpdatedAt}</dt>
      <dd>${data.lastUpdatedAt ? formatDate(data.lastUpdatedAt, locale) : t.neverUpdated}</dd>
    </dl>
    ${data.underAge ? html`<p class="note">${translationOf(locale).patients.form.underAge}</p>` : ''}
    ${
      data.rows.length
        ? html`<table>
            <thead>
              <tr>
                <th>${t.micronutrient}</th>
                <th class="num">${t.current}</th>
                <th class="num">${t.recommended}</th>
                <th>${t.unit}</th>
                <th>${t.description}</th>
              </tr>
            </thead>
            <tbody>
              ${data.rows.map(
                (row) =>
                  html`<tr>
                    <td>${row.name}</td>
                    <td class="num">${number(row.current, locale)}</td>
                    <td class="num">${data.underAge ? '–' : number(row.recommended, locale)}</td>
                    <td>${row.unit}</td>
                    <td class="description">${row.description ?? ''}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : html`<p>${t.empty}</p>`
    }
    <dl class="legend">
      <dt>${t.current}</dt>
      <dd>${t.legendCurrent}</dd>
      <dt>${t.recommended}</dt>
      <dd>${t.legendRecommended}</dd>
      <dt>–</dt>
      <dd>${t.legendNone}</dd>
    </dl>
    <footer>${t.footer}</footer>`;
  return renderDocumentLayout(locale, t.title, body, css, { pageNumbers: true });
}
