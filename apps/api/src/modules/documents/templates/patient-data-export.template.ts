import { translationOf } from '@portal/i18n';
import { html, trustedHtml } from '../../../common/html/html.js';
import { type DocumentLocale, formatDate, renderDocumentLayout } from './layout.js';

/** One part of the summary: label/value rows, a table, or the sentence that there is nothing. */
export interface PatientDataExportSection {
  title: string;
  rows?: [label: string, value: string][];
  table?: { head: string[]; rows: string[][] };
}

/** The readable summary of a patient's data export (DSGVO Art. 15); the JSON file is the complete copy. */
export interface PatientDataExportDocumentData {
  name: string;
  /** ISO timestamp of the export. */
  createdAt: string;
  sections: PatientDataExportSection[];
}

const css = trustedHtml(`
  h2 { font-size: 13pt; margin: 8mm 0 3mm; break-after: avoid; }
  table { width: 100%; border-collapse: collapse; font-size: 9.5pt; margin: 0 0 4mm; }
  th, td { text-align: left; padding: 1.5mm 2mm; border-bottom: 1px solid #d3d8de; vertical-align: top; }
  th { background: #f6f7f9; }
  tr { break-inside: avoid; }
  .empty { color: #5f6b7c; }`);

export function patientDataExportDocument(
  locale: DocumentLocale,
  data: PatientDataExportDocumentData,
): string {
  const t = translationOf(locale).patientData.pdf;
  const sections = data.sections.map(
    (section) =>
      html`<h2>${section.title}</h2>
        ${
          section.rows?.length
            ? html`<dl>
                ${section.rows.map(
                  ([label, value]) =>
                    html`<dt>${label}</dt>
                      <dd>${value}</dd>`,
                )}
              </dl>`
            : ''
        }
        ${
          section.table?.rows.length
            ? html`<table>
                <thead>
                  <tr>
                    ${section.table.head.map((cell) => html`<th>${cell}</th>`)}
                  </tr>
                </thead>
                <tbody>
                  ${section.table.rows.map(
                    (row) =>
                      html`<tr>
                        ${row.map((cell) => html`<td>${cell}</td>`)}
                      </tr>`,
                  )}
                </tbody>
              </table>`
            : ''
        }
        ${!section.rows?.length && !section.table?.rows.length ? html`<p class="empty">${t.empty}</p>` : ''}`,
  );
  const body = html`<dl>
      <dt>${t.name}</dt>
      <dd>${data.name}</dd>
      <dt>${t.date}</dt>
      <dd>${formatDate(data.createdAt, locale)}</dd>
    </dl>
    <p>${t.intro}</p>
    ${sections}
    <footer>${t.footer}</footer>`;
  return renderDocumentLayout(locale, t.title, body, css, { pageNumbers: true });
}
