import { expect, test } from './support/test';
import { createAdmin, createDoctor } from './support/accounts';
import { linkFromInbox } from './support/inbox';
import { createPatientThroughApi } from './support/patients';
import { logIn, logOut } from './support/session';

test.use({ locale: 'de-DE' });

test('an invited patient registers, logs in, changes and resets the password and deletes the account', async ({
  page,
  request,
  checks,
}) => {
  test.setTimeout(120_000);
  // The journey provokes them: a wrong birth date, a wrong current password and the old password at login (422).
  checks.allowConsole(/status of 422 \(Unprocessable Entity\) \(.*\/api\/patients\/[0-9a-f-]+\/verify\?/);
  checks.allowConsole(/status of 422 \(Unprocessable Entity\) \(.*\/api\/patient\/(password|login)\)$/);
  const stamp = Date.now();
  const doctor = createDoctor({ last_name: `Hausarzt${stamp}` });
  const lastName = `Portal${stamp}`;
  const patientEmail = `${lastName.toLowerCase()}@example.com`;
  const firstPassword = `Erstes!${stamp}a`;
  const newPassword = `Zweites!${stamp}b`;
  const resetPassword = `Drittes!${stamp}c`;

  // The doctor's patient (born 21.03.1984, see createPatientThroughApi).
  await logIn(page, doctor.email, doctor.password);
  await expect(page).toHaveURL(/\/patients$/);
  await createPatientThroughApi(page, {
    first_name: 'Lena',
    last_name: lastName,
    email: patientEmail,
    biological_sex: 'Female',
  });
  await logOut(page);

  // An admin invites the patient to the portal from the patients list.
  const admin = createAdmin();
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/patients');
  await page.getByRole('button', { name: 'Therapeut/-in', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(doctor.last_name) }).click();
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Optionen' }).click();
  await page.getByRole('menuitem', { name: 'Ins Patientenportal einladen' }).click();
  await page
    .getByRole('dialog', { name: 'Ins Patientenportal einladen' })
    .getByRole('button', { name: 'Einladung senden' })
    .click();
  await expect(page.getByText('Die Einladung ins Patientenportal wurde verschickt.')).toBeVisible();
  await logOut(page);

  // The registration mail's link opens the portal's first step.
  const link = await linkFromInbox(request, patientEmail, /\/patient\/register\?/);
  const guid = new URL(link).searchParams.get('guid')!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Konto im Patientenportal erstellen' })).toBeVisible();
  await expect(page.getByText(`Hallo Lena ${lastName},`)).toBeVisible();
  await expect(page.locator('li[aria-current="step"]')).toHaveText(/Verifizierung/);

  // A wrong birth date: the server's message on the field; the right one leads on.
  await page.getByLabel('Geburtsdatum').fill('22.03.1984');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Das Geburtsdatum stimmt nicht mit unseren Daten überein.')).toBeVisible();
  await page.getByLabel('Geburtsdatum').fill('21-03-1984');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.locator('li[aria-current="step"]')).toHaveText(/Account erstellen/);

  // The account: rules, repeat and required consents are checked before anything is sent.
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await page.getByLabel('Passwort wiederholen').fill('anders');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Muss zwischen 8 und 64 Zeichen lang sein.')).toBeVisible();
  await expect(page.getByText('Passwörter stimmen nicht überein.')).toBeVisible();
  await expect(page.getByText('Dies ist erforderlich')).toHaveCount(2);
  await page.getByLabel('Passwort', { exact: true }).fill(firstPassword);
  await page.getByLabel('Passwort wiederholen').fill(firstPassword);
  await page
    .getByLabel('Ich akzeptiere die Nutzungsbedingungen des Patientenportals.')
    .check({ force: true });
  await page.getByLabel(/^Ich willige ein, dass meine Gesundheitsdaten/).check({ force: true });
  await page.getByRole('button', { name: 'Konto erstellen' }).click();

  // Issue 34: the address is hers alone, so the success page asks her to log in with it (no guid to memorise).
  await expect(page).toHaveURL(/\/patient\/register\/success\?signIn=email$/);
  await expect(
    page.getByText('Melden Sie sich ab jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.'),
  ).toBeVisible();
  await expect(page.getByTestId('patient-username')).toHaveCount(0);
  await page.getByRole('link', { name: 'Zum Login' }).click();
  await expect(page).toHaveURL(/\/patient\/login$/);
  await expect(page.getByRole('heading', { name: 'Login als Patient/-in' })).toBeVisible();

  // Log in with the username (still accepted); the home, then the account settings show who is signed in and the
  // practice.
  await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(guid);
  await page.getByLabel('Passwort').fill(firstPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/patient$/);
  await expect(page.getByRole('heading', { name: 'Guten Tag, Lena' })).toBeVisible();
  await page.getByRole('link', { name: 'Konto und Daten' }).click();
  await expect(page).toHaveURL(/\/patient\/account-settings$/);
  await expect(page.locator('[data-field="name"]')).toHaveText(`Lena ${lastName}`);
  await expect(page.locator('[data-field="username"]')).toHaveText(guid);
  await expect(page.locator('[data-field="practice"]')).toHaveText(`Praxis ${doctor.last_name}`);

  // Change the password: a wrong current password is told on its field, then it works.
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page).toHaveURL(/action=change_password/);
  const dialog = page.getByRole('dialog', { name: 'Passwort ändern' });
  await dialog.getByLabel('Aktuelles Passwort').fill(`Falsch!${stamp}c`);
  await dialog.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Neues Passwort wiederholen').fill(newPassword);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    dialog.getByText('Validierung fehlgeschlagen - bitte geben Sie das korrekte Passwort ein.'),
  ).toBeVisible();
  await dialog.getByLabel('Aktuelles Passwort').fill(firstPassword);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Passwort erfolgreich geändert')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Log out from the header; the account page now needs a login.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/patient\/login$/);
  await page.goto('/patient/account-settings');
  await expect(page).toHaveURL(/\/patient\/login$/);

  // The old password no longer works: the toast and the inline help with the support contact.
  await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(guid);
  await page.getByLabel('Passwort').fill(firstPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(
    page.getByText('Ups! Diese Zugangsdaten sind leider falsch. Bitte versuchen Sie es erneut!'),
  ).toBeVisible();
  await expect(page.getByText('Die Anmeldung hat nicht geklappt')).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@vitalis-portal.de' })).toBeVisible();

  // The new one does, with the e-mail address (only this account uses it).
  await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(patientEmail);
  await page.getByLabel('Passwort').fill(newPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/patient$/);
  await expect(page.getByRole('heading', { name: 'Guten Tag, Lena' })).toBeVisible();
  await page.getByRole('button', { name: 'Abmelden' }).click();

  // Forgotten password: username and e-mail, the mail's link, a new password without asking the e-mail again.
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/patient\/reset-password$/);
  await page.getByLabel('Benutzername').fill(guid);
  await page.getByLabel('E-Mail-Adresse').fill('keine-adresse');
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(
    page.getByText('Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.'),
  ).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(patientEmail);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page).toHaveURL(/\/patient\/reset-password\/sent\?email=/);
  await expect(page.getByText(patientEmail)).toBeVisible();
  // One resend; the server asks for a pause first.
  await page.getByRole('button', { name: 'E-Mail erneut senden' }).click();
  await expect(page.getByText('Passwort bereits gesendet!')).toBeVisible();

  await page.goto(await linkFromInbox(request, patientEmail, /\/patient\/change-password\?token=/));
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveCount(0);
  await page.getByLabel('Neues Passwort').fill(resetPassword);
  await page.getByLabel('Passwort wiederholen').fill(`${resetPassword}x`);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(
    page.getByText('Die Passwörter stimmen nicht überein! Bitte probieren Sie es nochmal.'),
  ).toBeVisible();
  await page.getByLabel('Passwort wiederholen').fill(resetPassword);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/patient\/change-password\/success$/);
  await page.getByRole('link', { name: 'Zum Login' }).click();
  await expect(page).toHaveURL(/\/patient\/login$/);

  await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(guid);
  await page.getByLabel('Passwort').fill(resetPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/patient$/);
  await page.goto('/patient/account-settings');

  // Deleting the account: password, then what it means, then back at the login, which no longer works.
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const deletion = page.getByRole('dialog', { name: 'Konto löschen' });
  await deletion.getByLabel('Passwort').fill(resetPassword);
  await deletion.getByRole('button', { name: 'Weiter' }).click();
  await expect(deletion.getByText(/Ihre medizinischen Daten bleiben bei Ihrer Praxis/)).toBeVisible();
  await deletion.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page.getByText('Das Konto wurde erfolgreich gelöscht.')).toBeVisible();
  await expect(page).toHaveURL(/\/patient\/login$/);
  await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(guid);
  await page.getByLabel('Passwort').fill(resetPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Die Anmeldung hat nicht geklappt')).toBeVisible();
});
