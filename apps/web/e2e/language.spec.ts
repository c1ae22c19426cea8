import { expect, test } from './support/test';

const cases = [
  { locale: 'de-DE', title: '404 Nicht gefunden', lang: 'de' },
  { locale: 'en-US', title: '404 Not found', lang: 'en' },
  { locale: 'fr-FR', title: '404 Nicht gefunden', lang: 'de' },
];

for (const { locale, title, lang } of cases) {
  test.describe(`browser locale ${locale}`, () => {
    test.use({ locale });

    test(`shows the portal in ${lang}`, async ({ page }) => {
      await page.goto('/no-such-page');

      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  });
}
