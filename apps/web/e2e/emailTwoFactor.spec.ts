import { expect, test } from './support/test';
import { newestCodeFromInbox } from './support/inbox';
import { registerDoctor } from './support/registration';
import { logIn, logOut } from './support/session';
import { openTwoFactorWizard } from './support/twoFactor';

test.use({ locale: 'de-DE' });

test('a doctor sets up e-mail 2FA and logs in with the newest code after a resend', async ({
  page,
  checks,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `e2e-otp-${Date.now()}@praxis-test.at`;
  const password = 'Register!2026ok';
  await registerDoctor(page, request, email, password);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/patients$/);

  // The wizard: password, e-mail as the method, the mailed code.
  const dialog = await openTwoFactorWizard(page, password);
  await dialog.getByRole('button', { name: /^E-Mail/ }).click();
  await expect(dialog.getByText(/^Wir haben Ihnen einen Code an .* geschickt\.$/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Code' }).fill(await newestCodeFromInbox(request, email, 1));
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Zwei-Faktor-Authentifizierung wurde aktiviert!')).toBeVisible();
  // The e-mail step closes the dialog.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByText(/Die Zwei-Faktor-Authentifizierung ist seit .* per E-Mail aktiviert\./),
  ).toBeVisible();

  await logOut(page);

  // The code screen starts in e-mail mode and sends the code as it opens (once per visit).
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/two-factor/);
  await expect(
    page.getByText(
      'Wir haben Ihnen einen 6-stelligen Code per E-Mail geschickt. Bitte geben Sie ihn hier ein.',
    ),
  ).toBeVisible();
  const first = await newestCodeFromInbox(request, email, 2);

  // A resend replaces the code: the first one is refused, the newest one logs in.
  await page.getByRole('button', { name: 'Code erneut senden' }).click();
  await expect(
    page.getByText('Ein neuer Code wurde an die hinterlegte E-Mail-Adresse geschickt!'),
  ).toBeVisible();
  const newest = await newestCodeFromInbox(request, email, 3);
  if (newest !== first) {
    // The superseded code is refused with a 422, as this step means to provoke.
    checks.allowConsole(/status of 422 \(Unprocessable Entity\) \(.*\/two-factor-challenge\)$/);
    await page.getByLabel('Code').fill(first);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Der Code ist leider falsch oder bereits abgelaufen.')).toBeVisible();
  }
  await page.getByLabel('Code').fill(newest);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toHaveText(/Lena Probst/);
});
