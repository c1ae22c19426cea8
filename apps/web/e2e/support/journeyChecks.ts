import type { BrowserContext, Locator, Page } from '@playwright/test';
import { axeFindings } from './axe';
import { watchConsole } from './consoleWatch';

/**
 * Axe and console checks over every page a journey opens. A screen is scanned once per distinct path and `action=`
 * dialog, at the first action the journey takes on it (by then the journey has waited for what it needs, so the
 * screen has its content) and, for the screen a journey ends on, at the end.
 */
export class JourneyChecks {
  private readonly allowed: RegExp[] = [];
  private readonly consoleProblems: string[] = [];
  private readonly axeProblems: string[] = [];
  private readonly scanned = new Map<Page, Set<string>>();

  constructor(private readonly origin: string) {}

  /**
   * Lets one expected console message through (a request the journey provokes to fail), matched against the message
   * and its source URL; never a blanket pattern.
   */
  allowConsole(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  watchContext(context: BrowserContext) {
    context.pages().forEach((page) => this.watchPage(page));
    context.on('page', (page) => this.watchPage(page));
  }

  watchPage(page: Page) {
    if (this.scanned.has(page)) return;
    this.scanned.set(page, new Set());
    checksOfPage.set(page, this);
    scanBeforeLocatorActions(page.locator('html'));
    watchConsole(
      page,
      this.origin,
      (text) => this.allowed.some((pattern) => pattern.test(text)),
      this.consoleProblems,
    );
  }

  async scanIfNew(page: Page) {
    const seen = this.scanned.get(page);
    const key = screenKey(page.url(), this.origin);
    if (!seen || key === null || seen.has(key) || page.isClosed()) return;
    seen.add(key);
    try {
      const findings = await axeFindings(page);
      if (findings.length > 0) this.axeProblems.push(`axe on ${page.url()}:\n    ${findings.join('\n    ')}`);
    } catch (error) {
      // The page navigated away mid-scan: the next action scans the new screen.
      if (
        !/Execution context was destroyed|Target page, context or browser has been closed/.test(String(error))
      )
        throw error;
      seen.delete(key);
    }
  }

  async finish() {
    for (const page of this.scanned.keys()) if (!page.isClosed()) await this.scanIfNew(page);
    // The same message from many renders is one problem.
    const problems = [...this.axeProblems, ...new Set(this.consoleProblems)];
    if (problems.length > 0)
      throw new Error(`Accessibility or console problems:\n  ${problems.join('\n  ')}`);
  }
}

const checksOfPage = new WeakMap<Page, JourneyChecks>();

// Same screen: same path and same dialog; search, paging and other parameters do not make a new one.
function screenKey(url: string, origin: string): string | null {
  const parsed = new URL(url);
  if (parsed.origin !== origin) return null;
  const action = parsed.searchParams.get('action');
  return action ? `${parsed.pathname}?action=${action}` : parsed.pathname;
}

const actions = [
  'click',
  'dblclick',
  'fill',
  'clear',
  'check',
  'uncheck',
  'setChecked',
  'selectOption',
  'press',
  'pressSequentially',
  'hover',
  'tap',
  'setInputFiles',
  'dragTo',
] as const;
let patched = false;

/** Makes every locator action scan its page first if the page shows a screen not yet scanned. */
function scanBeforeLocatorActions(anyLocator: Locator) {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(anyLocator) as Record<string, unknown>;
  for (const name of actions) {
    const original = prototype[name] as (this: Locator, ...args: unknown[]) => Promise<unknown>;
    prototype[name] = async function (this: Locator, ...args: unknown[]) {
      const page = this.page();
      const checks = checksOfPage.get(page);
      if (checks) {
        // The element the journey acts on is there, so the screen has rendered.
        await this.waitFor({ state: 'attached', timeout: 15_000 }).catch(() => undefined);
        await checks.scanIfNew(page);
      }
      return original.apply(this, args);
    };
  }
}
