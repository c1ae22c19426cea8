import type { Browser, Page } from 'puppeteer-core';
import { AppConfig } from '../../src/config/app-config.js';
import { type PdfRecycleOptions, PdfRenderer } from '../../src/modules/documents/pdf-renderer.js';
import { readPdf } from '../helpers/pdf-text.js';
import { isRunning } from '../helpers/processes.js';

const config = () => AppConfig.fromEnvironment({ ...process.env, NODE_ENV: 'test' });
const page = (text: string) => `<!doctype html><html><body><p>${text}</p></body></html>`;

/** Waits until the process is gone (a browser is closed in the background once it is idle). */
async function exited(pid: number, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return !isRunning(pid);
}

describe('PdfRenderer', () => {
  const renderers: PdfRenderer[] = [];
  const renderer = (options: Partial<PdfRecycleOptions> = {}) => {
    const created = new PdfRenderer(config(), options);
    renderers.push(created);
    return created;
  };
  afterAll(async () => {
    await Promise.all(renderers.map((r) => r.onApplicationShutdown()));
  });

  describe('with the default limits', () => {
    let shared: PdfRenderer;
    beforeAll(() => {
      shared = renderer();
    });

    it('reuses one browser for every render and renders in parallel up to the pool size', async () => {
      const first = await shared.render(page('eins'));
      const more = await Promise.all(['zwei', 'drei', 'vier'].map((text) => shared.render(page(text))));
      expect(shared.launches).toBe(1);
      expect(shared.stats.rendersSinceLaunch).toBe(4);
      expect(readPdf(first).lines).toEqual(['eins']);
      expect(more.map((pdf) => readPdf(pdf).lines[0])).toEqual(['zwei', 'drei', 'vier']);
    });

    it('fetches nothing from the network while rendering', async () => {
      const pdf = await shared.render(page('<img src="http://127.0.0.1:9/pixel.png">offline'));
      expect(readPdf(pdf).lines).toEqual(['offline']);
    });

    it('leaves nothing of a document on the pooled pages', async () => {
      await shared.render(page('geheim'));
      // The page is cleared after the caller has its PDF: wait for that, then every page is back.
      const { inFlight } = shared as unknown as { inFlight: Set<Promise<unknown>> };
      await Promise.allSettled([...inFlight]);
      const current = (shared as unknown as { current: { idlePages: Page[] } }).current;
      expect(current.idlePages.length).toBeGreaterThan(0);
      const contents = await Promise.all(current.idlePages.map((idle) => idle.content()));
      expect(contents.join('')).not.toContain('geheim');
    });

    it('starts a new browser when Chromium went away', async () => {
      const current = (shared as unknown as { current: { browser: Promise<Browser> } }).current;
      const browser = await current.browser;
      const gone = new Promise((resolve) => browser.once('disconnected', resolve));
      browser.process()?.kill('SIGKILL');
      await gone;
      const pdf = await shared.render(page('wieder da'));
      expect(readPdf(pdf).lines).toEqual(['wieder da']);
      expect(shared.launches).toBe(2);
    });
  });

  it('replaces the browser after the given number of renders, finishing the renders in flight on the old one', async () => {
    const recycling = renderer({ rendersPerBrowser: 3 });
    await recycling.render(page('0'));
    const firstPid = recycling.stats.pid!;
    expect(firstPid).toBeGreaterThan(0);

    // Two at a time: the renders around each recycle run on the old and the new browser at once.
    const texts = Array.from({ length: 9 }, (_, i) => `seite ${i + 1}`);
    const pdfs = await Promise.all(texts.map((text) => recycling.render(page(text))));

    expect(pdfs.map((pdf) => readPdf(pdf).lines[0])).toEqual(texts);
    expect(recycling.launches).toBe(4);
    expect(recycling.stats.rendersSinceLaunch).toBe(1);
    expect(recycling.stats.pid).not.toBe(firstPid);
    expect(await exited(firstPid)).toBe(true);
  });

  it('keeps the old browser until its last render ends', async () => {
    const recycling = renderer({ rendersPerBrowser: 2 });
    // Busy for a while during load, so it is still running when the browser is replaced.
    const slowPage = `<!doctype html><html><body><p>langsam</p><script>
      const until = Date.now() + 4000; while (Date.now() < until);</script></body></html>`;
    let slowDone = false;
    const slow = recycling.render(slowPage).finally(() => (slowDone = true));
    while (!recycling.stats.pid) await new Promise((r) => setTimeout(r, 20));
    const oldPid = recycling.stats.pid;
    // Whatever the machine's speed: as long as the slow render is in flight, its browser runs.
    let checksWhileInFlight = 0;
    const watch = (async () => {
      while (!slowDone) {
        expect(isRunning(oldPid)).toBe(true);
        checksWhileInFlight += 1;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await recycling.render(page('schnell'));
    // The second render used the browser up: new renders go elsewhere.
    expect(recycling.stats.pid).toBeUndefined();

    const next = await recycling.render(page('neu'));
    expect(recycling.launches).toBe(2);

    expect(readPdf(await slow).lines).toEqual(['langsam']);
    await watch;
    expect(checksWhileInFlight).toBeGreaterThan(10);
    expect(readPdf(next).lines).toEqual(['neu']);
    expect(await exited(oldPid)).toBe(true);
  });

  it('replaces the browser once its memory passes the ceiling', async () => {
    const recycling = renderer({ memoryCeilingBytes: 1, memoryCheckEvery: 2 });
    await recycling.render(page('eins'));
    const firstPid = recycling.stats.pid!;
    expect(recycling.stats.memoryBytes).toBeUndefined();

    // Measured (in the background) after the second render: a live Chromium holds tens of megabytes.
    await recycling.render(page('zwei'));
    expect(await exited(firstPid)).toBe(true);
    expect(recycling.stats.memoryBytes).toBeGreaterThan(20 * 1024 * 1024);

    const pdf = await recycling.render(page('drei'));
    expect(readPdf(pdf).lines).toEqual(['drei']);
    expect(recycling.launches).toBe(2);
    expect(recycling.stats.pid).not.toBe(firstPid);
  });
});
