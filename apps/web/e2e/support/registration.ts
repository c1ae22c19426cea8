import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromInbox } from './inbox';

/** A new doctor through the registration (code DEMO) and the activation link of the mail; ends on the login. */
export async function registerDoctor(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
) {
  // Registration code, then the four steps.
  await page.goto('/register');
  await page.getByLabel('Registrierungscode').fill('DEMO');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await page.getByLabel('Anrede').selectOption('female');
  await page.getByLabel('Vorname').fill('Lena');
  await page.getByLabel('Nachname').fill('Probst');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByLabel('Name der Praxis')).toHaveValue('Praxis Dr. Lena Probst');
  await page.getByLabel('Adresse', { exact: true }).fill('Landstraßer Hauptstraße 9');
  await page.getByLabel('Postleitzahl').fill('1030');
  await page.getByLabel('Ort').fill('Wien');
  await page.getByLabel('E-Mail-Adresse der Praxis').fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await page.getByRole('button', { name: 'Überspringen' }).click();

  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort wiederholen').fill(password);
  for (const consent of await page.getByRole('checkbox').all()) await consent.check({ force: true }); // Blueprint draws its own box over the input
  await page.getByRole('button', { name: 'Account erstellen' }).click();
  await expect(page).toHaveURL(/\/register\/success$/);

  // The activation link of the mail activates on load and leads to the login.
  await page.goto(await linkFromInbox(request, email, /\/account-activation\?/));
  await expect(page.getByText('Ihr Konto wurde erfolgreich aktiviert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}
