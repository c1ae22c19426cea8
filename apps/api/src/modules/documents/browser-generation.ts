// One launched Chromium of the PDF renderer and the bookkeeping of the renders on it: how many
// started and are running, its idle pages, its last measured memory, and whether it is retired
// (no new renders; closed once the running ones end).
import { type Browser, type HTTPRequest, launch, type Page } from 'puppeteer-core';
import { processTreeRss } from './browser-memory.js';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  // The headless shell hints glyphs to whole pixels by default, which widens text: a table column wrapped and an
  // 80-line invoice ran to 6 pages instead of 5. Unhinted, it lays out exactly like the full browser.
  '--font-render-hinting=none',
];

// Documents are self-contained: nothing may be fetched while rendering (no tracking pixels,
// no requests to internal addresses from a value that slipped into the markup).
const blockNetwork = (request: HTTPRequest) => {
  const url = request.url();
  if (url.startsWith('data:') || url === 'about:blank') void request.continue();
  else void request.abort('blockedbyclient');
};

export class BrowserGeneration {
  readonly browser: Promise<Browser>;
  renders = 0;
  finished = 0;
  active = 0;
  idlePages: Page[] = [];
  memoryBytes: number | undefined;
  retired = false;
  private started: Browser | undefined;
  private measuring: Promise<number | undefined> | undefined;

  constructor(chromiumPath: string, onUnexpectedDisconnect: () => void) {
    this.browser = launch({
      executablePath: chromiumPath,
      // '--headless': the headless shell is always headless; the full browser takes it as its new headless mode.
      headless: 'shell',
      args: CHROMIUM_ARGS,
      // Over a pipe, not a port: Chromium ends with the pipe, so a worker that is killed takes it along.
      pipe: true,
      // The Nest shutdown hooks close the browser; no signal handlers of puppeteer's own.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    }).then((browser) => {
      this.started = browser;
      browser.on('disconnected', () => {
        if (!this.retired) onUnexpectedDisconnect();
      });
      return browser;
    });
  }

  /** The browser's process id once it started. */
  get pid(): number | undefined {
    return this.started?.process()?.pid;
  }

  /** An idle page of the pool, else a new one. */
  async takePage(browser: Browser): Promise<Page> {
    for (let page = this.idlePages.pop(); page; page = this.idlePages.pop())
      if (!page.isClosed()) return page;
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', blockNetwork);
    return page;
  }

  /** Measures the process tree's memory; one measurement at a time. */
  measureMemory(): Promise<number | undefined> {
    this.measuring ??= this.readMemory().finally(() => (this.measuring = undefined));
    return this.measuring;
  }

  private async readMemory(): Promise<number | undefined> {
    const pid = this.pid;
    if (pid) this.memoryBytes = await processTreeRss(pid);
    return this.memoryBytes;
  }

  /** Closes the browser (a failed start or a crashed browser closes quietly). */
  async close(): Promise<void> {
    this.idlePages = [];
    await this.browser.then((browser) => browser.close()).catch(() => undefined);
  }
}
