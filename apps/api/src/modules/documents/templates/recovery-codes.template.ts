import { translationOf } from '@portal/i18n';
import { html, trustedHtml } from '../../../common/html/html.js';
import { type DocumentLocale, formatDate, renderDocumentLayout } from './layout.js';

export interface RecoveryCodesDocumentData {
  name: string;
  email: string;
  /** ISO timestamp of the request; printed as a date. */
  createdAt: string;
  codes: string[];
}

const css = trustedHtml(`
  .codes { margin: 8mm 0 0; padding: 6mm 10mm 6mm 16mm; background: #f6f7f9; border: 1px solid #d3d8de; border-radius: 2mm; columns: 2; column-gap: 12mm; }
  .codes li { margin: 0 0 3mm; break-inside: avoid; }
  .codes code { font-family: 'DejaVu Sans Mono', 'Courier New', monospace; font-size: 12pt; letter-spacing: 0.03em; }`);

export function recoveryCodesDocument(locale: DocumentLocale, data: RecoveryCodesDocumentData): string {
  const t = translationOf(locale).documents.recoveryCodes;
  const body = html` <dl>
      <dt>${t.name}</dt>
      <dd>${data.name}</dd>
      <dt>${t.email}</dt>
      <dd>${data.email}</dd>
      <dt>${t.date}</dt>
      <dd>${formatDate(data.createdAt, locale)}</dd>
    </dl>
    ${Object.values(t.explanation).map((paragraph: string) => html`<p>${paragraph}</p>`)}
    <ol class="codes">
      ${data.codes.map((code) => html`<li><code>${code}</code></li>`)}
    </ol>
    <footer>${t.footer}</footer>`;
  return renderDocumentLayout(locale, t.title, body, css);
}
