import { test as base } from '@playwright/test';
import { JourneyChecks } from './journeyChecks';

export { devices, expect, type Page } from '@playwright/test';

/**
 * The journeys' `test`: every page of the test (also those of contexts the test opens itself) is checked with axe on
 * each screen it visits and fails on console errors and warnings. `checks.allowConsole(/…/)` lets one expected message
 * through.
 */
export const test = base.extend<{ checks: JourneyChecks }>({
  checks: [
    async ({ context, browser, baseURL }, runTest) => {
      const checks = new JourneyChecks(new URL(baseURL ?? 'http://127.0.0.1').origin);
      checks.watchContext(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        checks.watchContext(opened);
        return opened;
      };
      try {
        await runTest(checks);
      } finally {
        browser.newContext = newContext;
      }
      await checks.finish();
    },
    { auto: true },
  ],
});
