import type { JourneyChecks } from './journeyChecks';
import { expect, type Locator, type Page } from '@playwright/test';
import { logOut, totpAfter } from './session';

/**
 * Opens the two-factor wizard in the account settings of a signed-in user without 2FA and confirms the password;
 * returns the dialog at the choice of method.
 */
export async function openTwoFactorWizard(page: Page, password: string): Promise<Locator> {
  await page.goto('/account/settings');
  await expect(page.getByText('Die Zwei-Faktor-Authentifizierung ist noch nicht aktiviert.')).toBeVisible();
  await page.getByRole('button', { name: 'Zwei-Faktor-Authentifizierung' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Passwort').fill(password);
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  return dialog;
}

/**
 * From the account settings of a signed-in user without 2FA: set up app 2FA (the TOTP computed from the set-up key),
 * log out, and log in again through the code screen (a wrong code first) back to the account settings.
 */
export async function setUpAppTwoFactorAndLogInAgain(
  page: Page,
  checks: JourneyChecks,
  email: string,
  password: string,
) {
  // Two-factor set-up with an authenticator app.
  const dialog = await openTwoFactorWizard(page, password);
  await dialog.getByRole('button', { name: /Authenticator-App/ }).click();
  const setupKey = (await dialog.getByText(/^Schlüssel für die manuelle Eingabe:/).textContent()) ?? '';
  const secret = setupKey.replace(/^.*:\s*/, '').trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const first = await totpAfter(secret, null);
  await dialog.getByRole('textbox', { name: 'Code' }).fill(first.code);
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Zwei-Faktor-Authentifizierung wurde aktiviert!')).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Wiederherstellungs-Codes' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  await expect(
    page.getByText(/Die Zwei-Faktor-Authentifizierung ist seit .* per Authenticator-App aktiviert\./),
  ).toBeVisible();

  await logOut(page);

  // Login with the second factor, going back to the settings afterwards.
  await page.goto('/account/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fsettings$/);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/two-factor\?redirect=/);
  // With e-mail codes enabled on the server the code screen starts in e-mail mode: switch to the app.
  await page.getByRole('button', { name: 'Code aus der Authenticator-App verwenden' }).click();
  // The wrong code is refused with a 422, as this step means to provoke.
  checks.allowConsole(/status of 422 \(Unprocessable Entity\) \(.*\/two-factor-challenge\)$/);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Der Code ist leider falsch oder bereits abgelaufen.')).toBeVisible();
  const second = await totpAfter(secret, first.step);
  await page.getByLabel('Code').fill(second.code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
}
