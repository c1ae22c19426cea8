import { translationOf } from '@portal/i18n';
import { brand, brandMarkSvg } from '@portal/shared-types';
import { html, type SafeHtml, trustedHtml } from '../../../common/html/html.js';

export type DocumentLocale = 'de' | 'en';

export const documentLocale = (locale: string | null | undefined): DocumentLocale =>
  locale === 'en' ? 'en' : 'de';

export function formatDate(iso: string, locale: DocumentLocale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

/** "Seite 1 von 3" at the foot of every page: Chromium (≥ 131) prints CSS page margin boxes with counters. */
function pageNumbersCss(locale: DocumentLocale): string {
  const content = translationOf(locale)
    .documents.pageOf.split(/(\{\{\s*pages?\s*\}\})/)
    .filter(Boolean)
    .map((part) =>
      /\{\{\s*pages\s*\}\}/.test(part)
        ? 'counter(pages)'
        : /\{\{\s*page\s*\}\}/.test(part)
          ? 'counter(page)'
          : `"${part.replace(/["\\]/g, '')}"`,
    )
    .join(' ');
  return `@page { @bottom-right { content: ${content}; font-size: 8pt; color: #5f6b7c; } }`;
}

export interface DocumentLayoutOptions {
  /** Page numbers at the foot of every page (documents that run over several pages). */
  pageNumbers?: boolean;
}

// The frame of every printed document: A4, self-contained (no fonts, scripts or images from
// outside: the renderer blocks the network), printed with its background colours. The header carries the
// wordmark: the mark inline as SVG, the name as text (packages/shared-types/src/brand.ts).
export function renderDocumentLayout(
  locale: DocumentLocale,
  title: string,
  body: SafeHtml,
  css: SafeHtml = trustedHtml(''),
  { pageNumbers = false }: DocumentLayoutOptions = {},
): string {
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
        <style>
            @page { size: A4; margin: 20mm 18mm; }
            ${trustedHtml(pageNumbers ? pageNumbersCss(locale) : '')}
            * { box-sizing: border-box; }
            body { margin: 0; font-family: 'DejaVu Sans', Helvetica, Arial, sans-serif; font-size: 11pt; line-height: 1.45; color: #1c2127; }
            header { border-bottom: 2px solid ${trustedHtml(brand.colors.primary)}; padding-bottom: 6mm; margin-bottom: 8mm; }
            header .brand { display: flex; align-items: center; gap: 2.5mm; font-size: 13pt; line-height: 1; color: ${trustedHtml(brand.colors.text)}; }
            header .brand svg { width: 7mm; height: 7mm; }
            header .brand .name { font-weight: bold; }
            header .brand .suffix { color: ${trustedHtml(brand.colors.primary)}; }
            h1 { font-size: 20pt; margin: 2mm 0 0; }
            dl { display: grid; grid-template-columns: max-content 1fr; gap: 1.5mm 6mm; margin: 0 0 8mm; }
            dt { color: #5f6b7c; }
            dd { margin: 0; }
            p { margin: 0 0 4mm; }
            footer { margin-top: 12mm; padding-top: 4mm; border-top: 1px solid #d3d8de; color: #5f6b7c; font-size: 9pt; }
          ${css}
        </style>
      </head>
      <body>
        <header>
          <div class="brand">
            ${trustedHtml(brandMarkSvg(26))}<span class="name">${brand.name}</span>
            <span class="suffix">${brand.suffix}</span>
          </div>
          <h1>${title}</h1>
        </header>
        ${body}
      </body>
    </html>`.value;
}
