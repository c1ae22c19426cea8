import { expect, test } from './support/test';
import { createAdmin, createDoctor } from './support/accounts';
import { actAsDoctor, doctorId } from './support/impersonation';
import { createPatientThroughApi } from './support/patients';
import { logIn, logOut } from './support/session';

test.use({ locale: 'de-DE' });

test('an admin reads who did what to a doctor and a patient, the own account settings at hand', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const doctor = createDoctor({ last_name: `Protokoll${Date.now()}` });
  const id = await doctorId(baseURL!, doctor);

  // The doctor creates a patient and opens the record.
  await logIn(page, doctor.email, doctor.password);
  await expect(page).toHaveURL(/\/patients$/);
  const lastName = `Akte${Date.now()}`;
  const patientId = await createPatientThroughApi(page, {
    first_name: 'Paula',
    last_name: lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    biological_sex: 'Female',
  });
  await page.goto(`/patients/${patientId}`);
  await expect(page.getByText(lastName).first()).toBeVisible();
  await logOut(page);

  // The admin's own account page sits in the admin shell with the account actions.
  const admin = createAdmin({ first_name: 'Ada', last_name: `Admin${Date.now()}` });
  const adminName = `${admin.first_name} ${admin.last_name}`;
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Account Einstellungen' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('link', { name: 'Credit Notes' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse des Accounts')).toHaveValue(admin.email);
  await expect(page.getByRole('tab', { name: 'Praxisdaten' })).toHaveCount(0);
  await page.goto('/admin/account?action=change_password');
  await expect(page.getByRole('dialog', { name: 'Passwort ändern' })).toBeVisible();
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);

  // Acting as the doctor, the admin changes the doctor's first name.
  await actAsDoctor(page, id);
  await page.goto('/account/settings');
  await expect(page.getByRole('button', { name: 'EXIT DOCTOR ACCOUNT' })).toBeVisible();
  await page.getByLabel('Vorname').fill('Juliane');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Persönliche Daten wurden erfolgreich aktualisiert')).toBeVisible();
  await page.getByRole('button', { name: 'EXIT DOCTOR ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The doctor's trail: the impersonated change names the admin, the doctor's own work does not.
  await page.goto(`/admin/therapists/${id}/audit`);
  await expect(page.getByRole('heading', { name: `Protokoll: Juliane ${doctor.last_name}` })).toBeVisible();
  const profile = page.getByRole('row', { name: /Profil geändert/ });
  await expect(profile.getByText(`als Juliane ${doctor.last_name}, durch ${adminName}`)).toBeVisible();
  await expect(page.getByRole('row', { name: /Änderung durch Admin als Therapeut\/-in/ })).toBeVisible();
  const created = page.getByRole('row', { name: /Patient\/-in angelegt/ });
  await expect(created.getByText(`Juliane ${doctor.last_name}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Angemeldet/ }).first()).toBeVisible();

  // The pager keeps the page size in the URL.
  await page.getByLabel('Pro Seite').selectOption('20');
  await expect(page).toHaveURL(/first=20/);

  // The patient's trail: created and read by the doctor.
  await page.goto(`/admin/patients/${patientId}/audit`);
  await expect(page.getByRole('heading', { name: `Protokoll: Paula ${lastName}` })).toBeVisible();
  await expect(page.getByRole('row', { name: /Patientenakte angesehen/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Patient\/-in angelegt/ })).toBeVisible();
});
