import { expect, test } from './support/test';

test.use({ locale: 'de-DE' });

test('an unknown URL shows the 404 page with a support contact and a working homepage link', async ({
  page,
}) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { name: '404 Nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@vitalis-portal.de' })).toHaveAttribute(
    'href',
    'mailto:support@vitalis-portal.de',
  );

  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  // The homepage sends a visitor without a session on to the login.
  await expect(page).toHaveURL(/\/login$/);
});

test('the patient portal has its own 404 page whose homepage link stays in the portal', async ({ page }) => {
  await page.goto('/patient/no-such-page');

  await expect(page.getByRole('heading', { name: '404 Nicht gefunden' })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/patient\/login$/);
});
