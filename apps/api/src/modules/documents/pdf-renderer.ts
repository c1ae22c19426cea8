// Worker side: turns HTML into PDF with one Chromium for the whole process. The browser starts on
// the first render (the worker may never render anything), is started again when it crashed or
// was closed, and is closed on shutdown after the renders in hand. Pages are reused from a
// small pool; a render waits for a free page.
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type Browser, type HTTPRequest, launch, type Page } from 'puppeteer-core';
import { AppConfig } from '../../config/app-config.js';

export const PDF_PAGE_POOL_SIZE = 2;
const RENDER_TIMEOUT_MS = 15_000;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

// Documents are self-contained: nothing may be fetched while rendering (no tracking pixels,
// no requests to internal addresses from a value that slipped into the markup).
const blockNetwork = (request: HTTPRequest) => {
  const url = request.url();
  if (url.startsWith('data:') || url === 'about:blank') void request.continue();
  else void request.abort('blockedbyclient');
};

@Injectable()
export class PdfRenderer implements OnApplicationShutdown {
  private readonly logger = new Logger('PdfRenderer');
  private browser: Promise<Browser> | undefined;
  private idlePages: Page[] = [];
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing = false;
  private launchCount = 0;

  constructor(private readonly config: AppConfig) {}

  /** How many times Chromium was started by this renderer. */
  get launches(): number {
    return this.launchCount;
  }

  async render(html: string): Promise<Buffer> {
    if (this.closing) throw new Error('The PDF renderer is shutting down.');
    const work = this.withPage(async (page) => {
      await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, timeout: RENDER_TIMEOUT_MS });
      return Buffer.from(pdf);
    });
    this.inFlight.add(work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(work);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.inFlight]);
    const browser = this.browser;
    this.browser = undefined;
    this.idlePages = [];
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => undefined);
  }

  private async withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
    await this.acquireSlot();
    let page: Page | undefined;
    try {
      page = await this.takePage();
      const result = await use(page);
      // Clear the document (it may hold secrets) before the page goes back to the pool.
      await page.goto('about:blank');
      this.idlePages.push(page);
      page = undefined;
      return result;
    } finally {
      if (page && !page.isClosed()) await page.close().catch(() => undefined);
      this.releaseSlot();
    }
  }

  private async takePage(): Promise<Page> {
    const browser = await this.connectedBrowser();
    while (this.idlePages.length) {
      const page = this.idlePages.pop()!;
      if (!page.isClosed() && page.browser() === browser) return page;
    }
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', blockNetwork);
    return page;
  }

  private async connectedBrowser(): Promise<Browser> {
    const pending = this.browser;
    if (pending) {
      // A failed start rejects here too: this render fails and its job is retried.
      const current = await pending;
      if (current.connected) return current;
      // Another render noticed the crash first and is starting the new browser.
      if (this.browser !== pending) return this.connectedBrowser();
    }
    this.idlePages = [];
    const launching = this.launch();
    this.browser = launching;
    // A failed start is not kept: the next render tries again.
    launching.catch(() => {
      if (this.browser === launching) this.browser = undefined;
    });
    return launching;
  }

  private async launch(): Promise<Browser> {
    this.launchCount += 1;
    const browser = await launch({
      executablePath: this.config.chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      // The Nest shutdown hooks close the browser; no signal handlers of puppeteer's own.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    browser.on('disconnected', () => {
      if (!this.closing) this.logger.warn('Chromium disconnected; it is started again on the next render');
    });
    return browser;
  }

  private async acquireSlot(): Promise<void> {
    if (this.busy < PDF_PAGE_POOL_SIZE) {
      this.busy += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private releaseSlot(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter, so `busy` stays the same.
    if (next) next();
    else this.busy -= 1;
  }
}
