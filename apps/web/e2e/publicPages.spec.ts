import { expect, test } from './support/test';

test.use({ locale: 'de-DE' });

test('the public pages check their links and send incomplete ones where the spec says', async ({
  page,
  checks,
}) => {
  await page.goto('/doctors/1/register?expires=1');
  await expect(page.getByText('Invalid URL')).toBeVisible();

  await page.goto('/doctors/1/register?expires=1&signature=abc');
  await page.getByRole('button', { name: 'Konto einrichten' }).click();
  await expect(page.getByText('Das ist ein Pflichtfeld')).toHaveCount(2);
  await expect(page.getByText('Dies ist erforderlich')).toHaveCount(2);

  await page.goto('/account-activation?email=a%40b.de');
  await expect(page.getByText('Email and activation_token are mandatory')).toBeVisible();

  // Without the payment link's token the page knows only what the provider's redirect says.
  await page.goto('/payment?orderId=42&success=false');
  await expect(page.getByRole('heading', { name: 'Zahlung nicht abgeschlossen' })).toBeVisible();
  await page.goto('/payment?orderId=42&success=true');
  await expect(page.getByRole('heading', { name: 'Zurück vom Zahlungsanbieter' })).toBeVisible();
  // The unknown token's 404 is what this step provokes.
  checks.allowConsole(/status of 404 \(Not Found\) \(.*\/api\/pay\/not-a-token\)$/);
  await page.goto('/pay/not-a-token');
  await expect(page.getByRole('heading', { name: 'Zahlungslink ungültig oder abgelaufen' })).toBeVisible();

  await page.goto('/reset-password/sent');
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.goto('/verification-code');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Registrierungscode')).toBeVisible();

  // Pages that need a session send to the login and come back afterwards.
  await page.goto('/account/settings?form=office');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fsettings%3Fform%3Doffice$/);
});
