import { html, SafeHtml } from './html.js';

const STYLE = new SafeHtml(`
  :root { color-scheme: light dark; --line: #8884; --muted: #888; --accent: #2563eb; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; }
  header { padding: 12px 24px; border-bottom: 1px solid var(--line); display: flex; gap: 16px; align-items: baseline; }
  header h1 { font-size: 18px; margin: 0; }
  header .hint { color: var(--muted); font-size: 13px; }
  main { padding: 16px 24px; max-width: 1100px; }
  a { color: var(--accent); text-decoration: none; }
  a:hover { text-decoration: underline; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
  th { font-size: 12px; text-transform: uppercase; color: var(--muted); }
  td.time { white-space: nowrap; color: var(--muted); font-variant-numeric: tabular-nums; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 16px; }
  dt { color: var(--muted); }
  dd { margin: 0; word-break: break-all; }
  h2 { font-size: 15px; margin: 24px 0 8px; }
  h2.subject { font-size: 20px; margin-top: 8px; }
  pre { white-space: pre-wrap; word-break: break-word; padding: 12px; border: 1px solid var(--line); border-radius: 6px; }
  iframe { width: 100%; height: 480px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
  ul.links { padding-left: 20px; word-break: break-all; }
  .empty { color: var(--muted); padding: 32px 0; }
  .sub { color: var(--muted); font-size: 13px; font-weight: normal; }
  .checkout { max-width: 440px; margin: 32px auto; padding: 24px; border: 1px solid var(--line); border-radius: 8px; }
  .checkout h1 { font-size: 20px; margin: 0 0 16px; }
  .checkout .amount { font-size: 32px; font-weight: 600; margin: 8px 0 24px; font-variant-numeric: tabular-nums; }
  .checkout form { display: flex; flex-direction: column; gap: 8px; }
  .checkout button { font: inherit; padding: 10px; border-radius: 6px; border: 1px solid var(--line); background: none; color: inherit; cursor: pointer; }
  .checkout fieldset { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 8px; display: flex; flex-direction: column; gap: 6px; }
  .checkout label { display: flex; gap: 8px; align-items: center; cursor: pointer; }
  .checkout button#pay { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; }
`);

// Mail HTML in the detail page may carry images and inline styles, never scripts.
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-ancestors 'none'";

export function renderPage(title: string, body: SafeHtml, lang = 'en'): string {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Sandbox</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`.value;
}
