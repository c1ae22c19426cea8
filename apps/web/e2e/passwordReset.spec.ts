import { expect, test } from './support/test';
import { linkFromInbox } from './support/inbox';
import { logIn } from './support/session';
import { createDoctor } from './support/accounts';

test.use({ locale: 'de-DE' });

test('a doctor resets the password through the link in the mail and logs in with the new one', async ({
  page,
  request,
}) => {
  const { email } = createDoctor({ first_name: 'Thomas', last_name: 'Schmidt' });
  const password = `Reset!${Date.now()}x`;

  await page.goto('/reset-password');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page).toHaveURL(/\/reset-password\/sent\?email=/);
  await expect(page.getByText(email)).toBeVisible();

  await page.goto(await linkFromInbox(request, email, /\/change-password\?/));
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await page.getByLabel('Neues Passwort').fill('zu-kurz');
  await page.getByLabel('Passwort wiederholen').fill('anders');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Muss zwischen 8 und 64 Zeichen lang sein.')).toBeVisible();
  await expect(
    page.getByText('Die Passwörter stimmen nicht überein! Bitte probieren Sie es nochmal.'),
  ).toBeVisible();

  await page.getByLabel('Neues Passwort').fill(password);
  await page.getByLabel('Passwort wiederholen').fill(password);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/change-password\/success$/);
  await page.getByRole('link', { name: 'Zum Login' }).click();

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/patients$/);
});
