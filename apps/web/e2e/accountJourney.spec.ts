import { expect, test } from '@playwright/test';
import { linkFromInbox } from './support/inbox';
import { logIn, logOut, totpAfter } from './support/session';

test.use({ locale: 'de-DE' });

test('a doctor registers, activates the account, sets up app 2FA, logs in with a code and edits personal data', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `e2e-${Date.now()}@praxis-test.at`;
  const password = 'Register!2026ok';

  // Registration code, then the four steps.
  await page.goto('/register');
  await page.getByLabel('Registrierungscode').fill('DEMO');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await page.getByLabel('Anrede').selectOption('female');
  await page.getByLabel('Vorname').fill('Lena');
  await page.getByLabel('Nachname').fill('Probst');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByLabel('Name der Praxis')).toHaveValue('Praxis Dr. Lena Probst');
  await page.getByLabel('Adresse').fill('Landstraßer Hauptstraße 9');
  await page.getByLabel('Postleitzahl').fill('1030');
  await page.getByLabel('Ort').fill('Wien');
  await page.getByLabel('E-Mail-Adresse der Praxis').fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await page.getByRole('button', { name: 'Überspringen' }).click();

  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort wiederholen').fill(password);
  for (const consent of await page.getByRole('checkbox').all()) await consent.check();
  await page.getByRole('button', { name: 'Account erstellen' }).click();
  await expect(page).toHaveURL(/\/register\/success$/);

  // The activation link of the mail activates on load and leads to the login.
  await page.goto(await linkFromInbox(request, email, /\/account-activation\?/));
  await expect(page.getByText('Ihr Konto wurde erfolgreich aktiviert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/patients$/);

  // Two-factor set-up with an authenticator app.
  await page.goto('/account/settings');
  await expect(page.getByText('Die Zwei-Faktor-Authentifizierung ist noch nicht aktiviert.')).toBeVisible();
  await page.getByRole('button', { name: 'Zwei-Faktor-Authentifizierung' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Passwort').fill(password);
  await dialog.getByRole('button', { name: 'Weiter' }).click();
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
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Der Code ist leider falsch oder bereits abgelaufen.')).toBeVisible();
  const second = await totpAfter(secret, first.step);
  await page.getByLabel('Code').fill(second.code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);

  // Personal data.
  await page.getByLabel('Titel').fill('Dr.');
  await page.getByLabel('Vorname').fill('Magdalena');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Persönliche Daten wurden erfolgreich aktualisiert')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Vorname')).toHaveValue('Magdalena');
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toHaveText(/Magdalena Probst/);
});
