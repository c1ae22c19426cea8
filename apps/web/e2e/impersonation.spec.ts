import { expect, test } from './support/test';
import { createAdmin, createDoctor } from './support/accounts';
import { actAsDoctor, doctorId } from './support/impersonation';
import { logIn } from './support/session';

test.use({ locale: 'de-DE' });

test('an admin acts as a doctor and leaves the doctor account again', async ({ page, browser, baseURL }) => {
  const admin = createAdmin();
  const doctor = createDoctor();
  const id = await doctorId(baseURL!, doctor);
  // The doctor at the same time, in a browser of their own.
  const doctorPage = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await logIn(doctorPage, doctor.email, doctor.password);
  await expect(doctorPage).toHaveURL(/\/patients$/);
  await doctorPage.goto('/account/settings');

  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toHaveText(/Anna Admin/);

  await actAsDoctor(page, id);
  await page.goto('/account/settings');
  await expect(page.getByRole('button', { name: 'EXIT DOCTOR ACCOUNT' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse des Accounts')).toHaveValue(doctor.email);
  // While acting as the doctor the admin is no admin: the admin pages are closed.
  await page.goto('/admin/account');
  await expect(page).toHaveURL(/\/patients$/);

  // Meanwhile the doctor's own changes are refused with the handled-by-admin modal.
  await doctorPage.getByLabel('Vorname').fill('Julia Maria');
  await doctorPage.getByRole('button', { name: 'Speichern' }).click();
  const handled = doctorPage.getByRole('dialog', { name: 'Konto in Bearbeitung' });
  await expect(
    handled.getByText(
      'Ihr Konto wird gerade von einem Administrator bearbeitet. Änderungen sind währenddessen nicht möglich. Bitte versuchen Sie es später erneut.',
    ),
  ).toBeVisible();
  await handled.getByRole('button', { name: 'Schließen' }).click();
  await expect(handled).toHaveCount(0);

  await page.getByRole('button', { name: 'EXIT DOCTOR ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'EXIT DOCTOR ACCOUNT' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toHaveText(/Anna Admin/);
  await page.goto('/admin/account');
  await expect(page.getByLabel('E-Mail-Adresse des Accounts')).toHaveValue(admin.email);

  // Once the admin has left, the doctor's change is saved (and then the name put back).
  const save = doctorPage.getByRole('button', { name: 'Speichern' });
  await save.click();
  await expect(doctorPage.getByText('Persönliche Daten wurden erfolgreich aktualisiert')).toBeVisible();
  await expect(save).toBeDisabled();
  await doctorPage.getByLabel('Vorname').fill('Julia');
  await save.click();
  await expect(save).toBeDisabled();
  await doctorPage.context().close();
});
