import type { Page } from '@playwright/test';

/** Collects the browser console's errors and warnings and uncaught page errors of one page. */
export function watchConsole(page: Page, isAllowed: (text: string) => boolean, problems: string[]) {
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const text = message.text();
    if (isAllowed(text)) return;
    const where = message.location().url ? ` (${message.location().url})` : '';
    problems.push(`console.${type}: ${text.slice(0, 500)}${where}`);
  });
  page.on('pageerror', (error) => {
    if (isAllowed(error.message)) return;
    problems.push(`uncaught error on ${page.url()}: ${error.message.slice(0, 500)}`);
  });
}
