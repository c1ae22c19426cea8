import { expect, test } from './support/test';
import { registerDoctor } from './support/registration';
import { logIn } from './support/session';
import { setUpAppTwoFactorAndLogInAgain } from './support/twoFactor';

test.use({ locale: 'de-DE' });

test('a doctor registers, activates the account, sets up app 2FA, logs in with a code and edits personal data', async ({
  page,
  checks,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `e2e-${Date.now()}@praxis-test.at`;
  const password = 'Register!2026ok';

  await registerDoctor(page, request, email, password);

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/patients$/);

  await setUpAppTwoFactorAndLogInAgain(page, checks, email, password);

  // Personal data.
  await page.getByLabel('Titel').fill('Dr.');
  await page.getByLabel('Vorname').fill('Magdalena');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Persönliche Daten wurden erfolgreich aktualisiert')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Vorname')).toHaveValue('Magdalena');
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toHaveText(/Magdalena Probst/);
});
