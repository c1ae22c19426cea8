// Worker side: turns HTML into PDF with one Chromium for the whole process. The browser starts on
// the first render (the worker may never render anything), is started again when it crashed or
// was closed, and is closed on shutdown after the renders in hand. Pages are reused from a
// small pool; a render waits for a free page.
//
// Long-running Chromium grows, so a browser is recycled after a number of renders or past a memory
// ceiling: new renders go to a freshly launched browser, the renders still running on the old one
// finish there, and the old one is closed once it is idle.
import { existsSync } from 'node:fs';
import { Inject, Injectable, Logger, type OnApplicationShutdown, Optional } from '@nestjs/common';
import type { Browser, Page } from 'puppeteer-core';
import { AppConfig } from '../../config/app-config.js';
import { BrowserGeneration } from './browser-generation.js';

export const PDF_PAGE_POOL_SIZE = 2;
/** Renders one browser serves before it is replaced. */
export const PDF_RENDERS_PER_BROWSER = 200;
/** Resident memory of the browser's process tree past which it is replaced. */
export const PDF_BROWSER_MEMORY_CEILING_BYTES = 768 * 1024 * 1024;
/** The memory is read from /proc after every this many renders (a read costs a few ms). */
export const PDF_MEMORY_CHECK_EVERY = 10;
const RENDER_TIMEOUT_MS = 15_000;

/** Injection token of the recycling limits; tests and the benchmark set them low. */
export const PDF_RECYCLE_OPTIONS = Symbol('PDF_RECYCLE_OPTIONS');

export interface PdfRecycleOptions {
  rendersPerBrowser: number;
  memoryCeilingBytes: number;
  memoryCheckEvery: number;
}

export interface PdfRendererStats {
  /** How many times Chromium was started by this renderer. */
  launches: number;
  /** Renders started on the current browser. */
  rendersSinceLaunch: number;
  /** The current browser's process id, if one runs. */
  pid: number | undefined;
  /** The last measured resident memory of a browser's process tree, in bytes. */
  memoryBytes: number | undefined;
}

@Injectable()
export class PdfRenderer implements OnApplicationShutdown {
  private readonly logger = new Logger('PdfRenderer');
  private readonly limits: PdfRecycleOptions;
  private current: BrowserGeneration | undefined;
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly closings = new Set<Promise<void>>();
  private closing = false;
  private launchCount = 0;
  private lastMemoryBytes: number | undefined;
  private warnedFallback = false;

  constructor(
    private readonly config: AppConfig,
    @Optional() @Inject(PDF_RECYCLE_OPTIONS) options: Partial<PdfRecycleOptions> = {},
  ) {
    this.limits = {
      rendersPerBrowser: PDF_RENDERS_PER_BROWSER,
      memoryCeilingBytes: PDF_BROWSER_MEMORY_CEILING_BYTES,
      memoryCheckEvery: PDF_MEMORY_CHECK_EVERY,
      ...options,
    };
  }

  /** How many times Chromium was started by this renderer. */
  get launches(): number {
    return this.launchCount;
  }

  get stats(): PdfRendererStats {
    return {
      launches: this.launchCount,
      rendersSinceLaunch: this.current?.renders ?? 0,
      pid: this.current?.pid,
      memoryBytes: this.lastMemoryBytes,
    };
  }

  async render(html: string): Promise<Buffer> {
    if (this.closing) throw new Error('The PDF renderer is shutting down.');
    const work = this.withPage(async (page) => {
      await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, timeout: RENDER_TIMEOUT_MS });
      return Buffer.from(pdf);
    });
    this.track(work);
    return work;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.inFlight]);
    if (this.current) this.retire(this.current);
    await Promise.allSettled([...this.closings]);
  }

  // The caller gets its result as soon as the PDF is there; the page is cleared (and only then goes
  // back to the pool and frees its slot) while the caller goes on with the bytes.
  private async withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
    await this.acquireSlot();
    let generation: BrowserGeneration | undefined;
    let page: Page | undefined;
    try {
      const [gen, browser] = await this.startRender();
      generation = gen;
      page = await gen.takePage(browser);
    } catch (error) {
      if (generation) this.finishRender(generation);
      this.releaseSlot();
      throw error;
    }
    let result: T;
    try {
      result = await use(page);
    } catch (error) {
      await this.giveBack(generation, page, { clear: false });
      throw error;
    }
    this.track(this.giveBack(generation, page, { clear: true }));
    return result;
  }

  // Clear the document (it may hold secrets) before the page goes back to the pool. An empty
  // document costs ~4 ms; navigating to about:blank cost ~30 ms, as much as the PDF itself.
  // A page that failed, or whose browser was retired meanwhile, is closed instead.
  private async giveBack(gen: BrowserGeneration, page: Page, { clear }: { clear: boolean }): Promise<void> {
    try {
      if (clear) await page.setContent('', { timeout: RENDER_TIMEOUT_MS });
      if (clear && !gen.retired) gen.idlePages.push(page);
      else await page.close();
    } catch {
      if (!page.isClosed()) await page.close().catch(() => undefined);
    } finally {
      this.finishRender(gen);
      this.releaseSlot();
    }
  }

  // Shutdown waits for renders and for pages still being cleared.
  private track(work: Promise<unknown>): void {
    this.inFlight.add(work);
    void work.then(
      () => this.inFlight.delete(work),
      () => this.inFlight.delete(work),
    );
  }

  // Counts the render on the current browser, launching one when there is none, the current one
  // is due for recycling, or it went away.
  private async startRender(): Promise<[BrowserGeneration, Browser]> {
    if (this.current && this.isDue(this.current)) this.retire(this.current);
    const gen = (this.current ??= this.launch());
    gen.renders += 1;
    gen.active += 1;
    // The render that uses a browser up retires it at once: the next render need not wait for this
    // one's page to be cleared to go to a new browser.
    if (this.isDue(gen)) this.retire(gen);
    let browser: Browser;
    try {
      browser = await gen.browser;
    } catch (error) {
      // A failed start is not kept: this render fails (its job is retried), the next tries again.
      this.retire(gen);
      this.leave(gen);
      throw error;
    }
    if (browser.connected) return [gen, browser];
    this.retire(gen);
    this.leave(gen);
    return this.startRender();
  }

  private finishRender(gen: BrowserGeneration): void {
    gen.finished += 1;
    if (!gen.retired && gen.finished % this.limits.memoryCheckEvery === 0) void this.measure(gen);
    if (this.isDue(gen)) this.retire(gen);
    this.leave(gen);
  }

  // In the background: reading /proc takes tens of ms under load, the page need not wait for it.
  private async measure(gen: BrowserGeneration): Promise<void> {
    const bytes = await gen.measureMemory().catch(() => undefined);
    if (bytes !== undefined) this.lastMemoryBytes = bytes;
    if (this.isDue(gen)) this.retire(gen);
  }

  private leave(gen: BrowserGeneration): void {
    gen.active -= 1;
    if (gen.retired && gen.active === 0) this.close(gen);
  }

  private isDue(gen: BrowserGeneration): boolean {
    return (
      gen.renders >= this.limits.rendersPerBrowser || (gen.memoryBytes ?? 0) > this.limits.memoryCeilingBytes
    );
  }

  // New renders no longer go to this browser; it is closed now or when its last render ends.
  private retire(gen: BrowserGeneration): void {
    if (this.current === gen) this.current = undefined;
    if (gen.retired) return;
    gen.retired = true;
    if (gen.active === 0) this.close(gen);
  }

  private close(gen: BrowserGeneration): void {
    const closed = gen.close();
    this.closings.add(closed);
    void closed.then(() => this.closings.delete(closed));
  }

  private launch(): BrowserGeneration {
    this.launchCount += 1;
    return new BrowserGeneration(this.browserPath(), () => {
      if (!this.closing) this.logger.warn('Chromium disconnected; it is started again on the next render');
    });
  }

  // The headless shell where it is installed; the full browser (slower: a print-compositor process per PDF)
  // keeps documents working where it is not.
  private browserPath(): string {
    if (existsSync(this.config.pdfChromiumPath)) return this.config.pdfChromiumPath;
    if (!this.warnedFallback)
      this.logger.warn(
        `${this.config.pdfChromiumPath} not found; rendering PDFs with ${this.config.chromiumPath}, which is slower`,
      );
    this.warnedFallback = true;
    return this.config.chromiumPath;
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
