import { expect, test } from './support/test';
import { createDoctor } from './support/accounts';
import { logIn } from './support/session';
import { setUpAppTwoFactorAndLogInAgain } from './support/twoFactor';

test.use({ locale: 'de-DE' });

// The second half of the account journey on a doctor of its own, so that it runs without the registration.
test('a doctor sets up app 2FA, logs in with a code and edits personal data', async ({ page, checks }) => {
  test.setTimeout(120_000);
  const { email, password } = createDoctor({
    first_name: 'Nina',
    last_name: 'Neumann',
    partnershipModelKey: null,
    practice: {
      name: 'Praxis Neumann',
      address: 'Bahnhofstrasse 3',
      zip_code: '8001',
      city: 'Zürich',
      country_code: 'CH',
    },
  });

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/patients$/);
  await setUpAppTwoFactorAndLogInAgain(page, checks, email, password);

  await page.getByLabel('Vorname').fill('Nina Maria');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Persönliche Daten wurden erfolgreich aktualisiert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toHaveText(/Nina Maria Neumann/);

  // The settings tabs and the discard-changes dialog.
  await page.getByLabel('Nachname').fill('Neumann-Berg');
  await page.getByRole('tab', { name: 'Praxisdaten' }).click();
  await expect(page.getByText('Änderungen verwerfen?')).toBeVisible();
  await page.getByRole('button', { name: 'Änderungen verwerfen' }).click();
  await expect(page).toHaveURL(/form=office/);
  // The alert gives the focus back while it fades out; typing starts once it has gone.
  await expect(page.getByText('Änderungen verwerfen?')).toHaveCount(0);
  await expect(page.getByLabel('Name der Praxis')).toHaveValue('Praxis Neumann');
  const billingHint = page.getByText(
    'Für den Erhalt der Beratungsgebühr ist die Angabe von IBAN und Kontoinhaber erforderlich.',
  );
  await expect(billingHint).toHaveCount(0);
  await page.getByLabel('IBAN').fill('');
  await expect(billingHint).toBeVisible();
  await page.getByLabel('IBAN').fill('DE12');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ungültiger IBAN.')).toBeVisible();
});
