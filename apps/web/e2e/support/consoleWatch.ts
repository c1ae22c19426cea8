import type { Page } from '@playwright/test';

/** Collects the browser console's errors and warnings and uncaught page errors of one page of the portal. */
export function watchConsole(
  page: Page,
  origin: string,
  isAllowed: (text: string) => boolean,
  problems: string[],
) {
  // Only the portal's own pages: the sandbox's stand-ins for the payment provider and the lab are not ours.
  const ours = () => page.url().startsWith(origin);
  page.on('console', (message) => {
    if (!ours()) return;
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const where = message.location().url ? ` (${message.location().url})` : '';
    // The allow-list sees the source too: a failed request's message names its URL only there.
    const text = message.text();
    if (isAllowed(`${text}${where}`)) return;
    problems.push(`console.${type}: ${text.slice(0, 500)}${where}`);
  });
  page.on('pageerror', (error) => {
    if (!ours()) return;
    if (isAllowed(error.message)) return;
    problems.push(`uncaught error on ${page.url()}: ${error.message.slice(0, 500)}`);
  });
}
