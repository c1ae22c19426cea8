// The PDF renderer's hot path before issue 35, kept for the benchmark's side-by-side figures: the full
// Chromium (which starts a print-compositor process for every PDF), one pooled page, setContent with
// 'load', page.pdf, and the page cleared with an empty document before the render returns. Not used by
// the portal.
import { launch } from 'puppeteer-core';

const ARGS_BEFORE = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const blockNetwork = (request) => {
  const url = request.url();
  if (url.startsWith('data:') || url === 'about:blank') void request.continue();
  else void request.abort('blockedbyclient');
};

export async function rendererBefore(chromiumPath) {
  const browser = await launch({
    executablePath: chromiumPath,
    headless: true,
    args: ARGS_BEFORE,
    pipe: true,
  });
  const page = await browser.newPage();
  await page.setRequestInterception(true);
  page.on('request', blockNetwork);
  return {
    async render(html) {
      await page.setContent(html, { waitUntil: 'load', timeout: 15_000 });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, timeout: 15_000 });
      await page.setContent('');
      return Buffer.from(pdf);
    },
    close: () => browser.close(),
  };
}
