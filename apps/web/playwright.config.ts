import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';

// Debian's Chromium only: never `npx playwright install`.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  forbidOnly: !!process.env.CI,
  // Each screen a journey visits is also scanned with axe.
  timeout: 60_000,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    // A journey that cannot go on fails in seconds, not at the end of its (long, TOTP-waiting) test timeout.
    actionTimeout: 15_000,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Boots the real stack (the API serving the built SPA) on port 3100.
    command: 'node ../../scripts/e2e-server.mjs',
    url: `${baseURL}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
