import { expect, test } from './support/test';
import { createAdmin } from './support/accounts';
import { linkFromInbox } from './support/inbox';
import { logIn, logOut } from './support/session';

test.use({ locale: 'de-DE' });

test('an admin invites a doctor through the wizard, the doctor registers from the mailed link, the admin sees him active', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const lastName = `Eingeladen${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.com`;
  const password = 'Einladung!2026ok';
  const admin = createAdmin();
  await logIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Therapists' }).click();
  await expect(page).toHaveURL(/\/admin\/therapists$/);

  // The four steps of the invite wizard.
  await page.getByRole('button', { name: 'Therapeut/-in einladen' }).click();
  await expect(page).toHaveURL(/action=invite_doctor/);
  const wizard = page.getByRole('dialog', { name: 'Therapeut/-in einladen' });
  await wizard.getByLabel('Anrede').selectOption('male');
  await wizard.getByLabel('Vorname').fill('Jonas');
  await wizard.getByLabel('Nachname').fill(lastName);
  await wizard.getByRole('button', { name: 'Weiter' }).click();
  await expect(wizard.getByLabel('Name der Praxis')).toHaveValue(`Praxis Dr. Jonas ${lastName}`);
  await wizard.getByLabel('Adresse', { exact: true }).fill('Ringstraße 3');
  await wizard.getByLabel('Postleitzahl').fill('8010');
  await wizard.getByLabel('Ort').fill('Graz');
  await wizard.getByLabel('E-Mail-Adresse der Praxis').fill(email);
  await wizard.getByRole('button', { name: 'Weiter' }).click();
  await wizard.getByRole('button', { name: 'Überspringen' }).click();
  await wizard.getByLabel('E-Mail-Adresse für den Login').fill(email);
  await wizard.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText(`Die Einladung an ${email} wurde gesendet.`)).toBeVisible();
  await expect(wizard).toBeHidden();

  // The invited doctor is in the list, inactive, and offers only the invitation's actions.
  await page.getByRole('searchbox', { name: 'Nach Name oder E-Mail suchen...' }).fill(lastName);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Einladung gesendet')).toBeVisible();
  await expect(row.getByText('inaktiv')).toBeVisible();
  await row.getByRole('button', { name: new RegExp(`Aktionen für .*${lastName}`) }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Einladung erneut senden', 'Einladung löschen']);
  await page.keyboard.press('Escape');
  await logOut(page);

  // The doctor opens the mailed link, sets a password and ticks the consents.
  const link = await linkFromInbox(request, email, /\/doctors\/\d+\/register\?expires=\d+&signature=/);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort wiederholen').fill(password);
  for (const consent of await page.getByRole('checkbox').all()) await consent.check({ force: true }); // Blueprint draws its own box over the input
  await page.getByRole('button', { name: 'Konto einrichten' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, password);
  await logOut(page);

  // The admin sees him active; deactivating and activating him again works from the row menu.
  await logIn(page, admin.email, admin.password);
  await expect(page.getByRole('link', { name: 'Therapists' })).toBeVisible();
  await page.goto(`/admin/therapists?search=${encodeURIComponent(lastName)}`);
  const active = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(active.getByText('aktiv', { exact: true })).toBeVisible();
  await expect(active.getByText('Einladung angenommen')).toBeVisible();

  await active.getByRole('button', { name: new RegExp(`Aktionen für .*${lastName}`) }).click();
  await page.getByRole('menuitem', { name: 'Deaktivieren' }).click();
  await expect(page.getByText(`Jonas ${lastName} wurde deaktiviert und überall abgemeldet.`)).toBeVisible();
  await expect(active.getByText('inaktiv')).toBeVisible();

  await active.getByRole('button', { name: new RegExp(`Aktionen für .*${lastName}`) }).click();
  await page.getByRole('menuitem', { name: 'Aktivieren' }).click();
  await expect(page.getByText(`Jonas ${lastName} wurde aktiviert.`)).toBeVisible();
  await expect(active.getByText('aktiv', { exact: true })).toBeVisible();
});
