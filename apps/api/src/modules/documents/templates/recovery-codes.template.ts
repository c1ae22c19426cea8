import { html, trustedHtml } from '../../../common/html/html.js';
import { type DocumentLocale, formatDate, renderDocumentLayout } from './layout.js';

export interface RecoveryCodesDocumentData {
  name: string;
  email: string;
  /** ISO timestamp of the request; printed as a date. */
  createdAt: string;
  codes: string[];
}

const texts: Record<
  DocumentLocale,
  { title: string; name: string; email: string; date: string; explanation: string[]; footer: string }
> = {
  de: {
    title: 'Wiederherstellungs-Codes',
    name: 'Name',
    email: 'E-Mail',
    date: 'Erstellt am',
    explanation: [
      'Mit diesen Codes melden Sie sich an, wenn Sie keinen Zugriff auf Ihre Authenticator-App haben. Jeder Code kann nur einmal verwendet werden.',
      'Bewahren Sie dieses Dokument sicher auf, zum Beispiel in einem Passwort-Manager oder ausgedruckt an einem verschlossenen Ort, und geben Sie die Codes niemandem weiter.',
    ],
    footer:
      'Sobald Sie neue Codes erzeugen, werden diese Codes ungültig. Dieses Dokument wurde nicht auf dem Server gespeichert.',
  },
  en: {
    title: 'Recovery codes',
    name: 'Name',
    email: 'E-mail',
    date: 'Created on',
    explanation: [
      'Use these codes to sign in when you cannot access your authenticator app. Each code can be used only once.',
      'Keep this document safe, for example in a password manager or printed in a locked place, and never share the codes with anyone.',
    ],
    footer: 'Generating new codes makes these codes invalid. This document has not been kept on the server.',
  },
};

const css = trustedHtml(`
  .codes { margin: 8mm 0 0; padding: 6mm 10mm 6mm 16mm; background: #f6f7f9; border: 1px solid #d3d8de; border-radius: 2mm; columns: 2; column-gap: 12mm; }
  .codes li { margin: 0 0 3mm; break-inside: avoid; }
  .codes code { font-family: 'DejaVu Sans Mono', 'Courier New', monospace; font-size: 12pt; letter-spacing: 0.03em; }`);

export function recoveryCodesDocument(locale: DocumentLocale, data: RecoveryCodesDocumentData): string {
  const t = texts[locale];
  const body = html` <dl>
      <dt>${t.name}</dt>
      <dd>${data.name}</dd>
      <dt>${t.email}</dt>
      <dd>${data.email}</dd>
      <dt>${t.date}</dt>
      <dd>${formatDate(data.createdAt, locale)}</dd>
    </dl>
    ${t.explanation.map((paragraph) => html`<p>${paragraph}</p>`)}
    <ol class="codes">
      ${data.codes.map((code) => html`<li><code>${code}</code></li>`)}
    </ol>
    <footer>${t.footer}</footer>`;
  return renderDocumentLayout(locale, t.title, body, css);
}
