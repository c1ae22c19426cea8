import { devices, expect, test } from './support/test';

// An iPhone's user agent and screen, still in Chromium.
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
test.use({ ...iPhone, locale: 'de-DE' });

const notice = 'Nur auf Desktop-Geräten verfügbar';

test('a page that needs a session shows the desktop-only notice on a phone', async ({ page }) => {
  await page.goto('/patients');

  await expect(page.getByRole('heading', { name: notice })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('a public page does not show the notice on a phone', async ({ page }) => {
  await page.goto('/login');

  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { name: notice })).toHaveCount(0);
});
