import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { createAdmin, createDoctor } from './support/accounts';
import { daysAgo, enterBloodValues } from './support/bloodValues';
import { queryThroughPage } from './support/graphql';
import { linkFromInbox } from './support/inbox';
import { addToCart, reviewAndPlace } from './support/orders';
import { createPatientThroughApi } from './support/patients';
import { logIn } from './support/session';

test.use({ locale: 'de-DE' });

// Issue 34: the patient's own portal. The doctor releases a blood report; the patient registers, logs in with the
// e-mail address, reads the report, pays the open payment link, downloads the invoice and exports the data.
test('a doctor releases a blood report; the patient logs in by e-mail, reads it, pays, downloads the invoice and exports the data', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const doctor = createDoctor({ last_name: `Freigabe${stamp}` });
  const lastName = `Eigen${stamp}`;
  const patientEmail = `${lastName.toLowerCase()}@example.com`;
  const password = `Portal!${stamp}a`;
  const note = 'Ihr Ferritin ist etwas niedrig. Wir besprechen das beim nächsten Termin.';

  // The doctor: a patient with blood values, the report released with a note, an order whose payment link is mailed.
  const doctorContext = await browser.newContext({ locale: 'de-DE' });
  const doctorPage = await doctorContext.newPage();
  await logIn(doctorPage, doctor.email, doctor.password);
  await expect(doctorPage).toHaveURL(/\/patients$/);
  const patientId = await createPatientThroughApi(doctorPage, {
    first_name: 'Jana',
    last_name: lastName,
    email: patientEmail,
    biological_sex: 'Female',
  });
  await doctorPage.goto(`/patients/${patientId}/blood-analysis`);
  await enterBloodValues(doctorPage, daysAgo(1), { Ferritin: '30', 'Vitamin D (25-OH)': '40' });
  await expect(doctorPage.getByText('Nicht freigegeben')).toBeVisible();
  await doctorPage.getByRole('button', { name: 'Für Patient/-in freigeben' }).click();
  const release = doctorPage.getByRole('dialog', { name: /für Patient\/-in freigeben/ });
  await release.getByLabel(/Nachricht an die Patientin/).fill(note);
  await release.getByRole('button', { name: 'Freigeben', exact: true }).click();
  await expect(doctorPage.getByText('Der Bericht wurde freigegeben.')).toBeVisible();
  await expect(doctorPage.getByText('vom Patienten noch nicht geöffnet')).toBeVisible();

  await doctorPage.goto(`/patients?action=new_order&patientId=${patientId}`);
  await addToCart(doctorPage, ['Elements Start']);
  await reviewAndPlace(doctorPage);
  // The sample registration that opens now is the practice's later work.
  await expect(doctorPage.getByRole('dialog', { name: 'Probe registrieren' })).toBeVisible();

  // An admin invites her to the portal (the admins' list journey covers that screen).
  const { patient } = await queryThroughPage<{ patient: { guid: string } }>(
    doctorPage,
    `{ patient(id: "${patientId}") { guid } }`,
  );
  const adminContext = await browser.newContext({ locale: 'de-DE' });
  const adminPage = await adminContext.newPage();
  const admin = createAdmin();
  await logIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin$/);
  await queryThroughPage(adminPage, `mutation { invitePatient(id: "${patient.guid}") { id } }`);
  await adminContext.close();

  // She registers from the mail: birth date, password, consents; the success page asks for nothing to memorise.
  await page.goto(await linkFromInbox(page.request, patientEmail, /\/patient\/register\?/));
  await page.getByLabel('Geburtsdatum').fill('21.03.1984');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort wiederholen').fill(password);
  await page
    .getByLabel('Ich akzeptiere die Nutzungsbedingungen des Patientenportals.')
    .check({ force: true });
  await page.getByLabel(/^Ich willige ein, dass meine Gesundheitsdaten/).check({ force: true });
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/patient\/register\/success\?signIn=email$/);
  await page.getByRole('link', { name: 'Zum Login' }).click();

  // She logs in with her e-mail address: the home shows the payment to make and the released report.
  await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(patientEmail);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/patient$/);
  await expect(page.getByRole('heading', { name: 'Guten Tag, Jana' })).toBeVisible();
  await expect(page.getByText(/^Blutanalyse, freigegeben am /)).toBeVisible();
  await expect(page.getByText(/^Auftrag B-\d{4}-\d{5} bezahlen$/)).toBeVisible();

  // Her results: the released report in plain words, with the doctor's note; the PDF downloads.
  await page.getByRole('link', { name: 'Ergebnisse' }).click();
  await expect(page).toHaveURL(/\/patient\/results$/);
  await page.getByRole('link', { name: 'Blutanalyse ansehen' }).click();
  await expect(page).toHaveURL(/\/patient\/results\/\d+$/);
  await expect(page.getByText(note)).toBeVisible();
  const ferritin = page.getByRole('row', { name: /Ferritin/ });
  await expect(ferritin.getByText(/30/).first()).toBeVisible();
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF herunterladen' }).click();
  expect((await readFile(await (await pdf).path())).subarray(0, 5).toString()).toBe('%PDF-');

  // The doctor sees that she opened it.
  await doctorPage.goto(`/patients/${patientId}/blood-analysis`);
  await expect(doctorPage.getByText(/vom Patienten zuletzt geöffnet am/)).toBeVisible();
  await doctorContext.close();

  // Her order: open, paid through the payment page (the provider's checkout), then the invoice downloads.
  await page.getByRole('link', { name: 'Aufträge und Rechnungen' }).click();
  await expect(page).toHaveURL(/\/patient\/orders$/);
  await page.getByRole('link', { name: 'Jetzt bezahlen' }).first().click();
  await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]+$/);
  await page.locator('label', { hasText: 'Kreditkarte' }).click();
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await expect(page.getByText('Zahlung erfolgreich abgeschlossen')).toBeVisible();
  await expect(async () => {
    await page.goto('/patient/orders');
    await expect(page.getByRole('button', { name: 'Rechnung herunterladen' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const invoice = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Rechnung herunterladen' }).click();
  expect((await readFile(await (await invoice).path())).subarray(0, 5).toString()).toBe('%PDF-');

  // Her data: the export is prepared by the worker with progress, then the JSON holds her record.
  await page.getByRole('link', { name: 'Konto und Daten' }).click();
  await expect(page).toHaveURL(/\/patient\/account-settings$/);
  await page.getByRole('button', { name: 'Datenexport anfordern' }).click();
  await expect(page.getByRole('button', { name: 'JSON herunterladen' })).toBeVisible({ timeout: 30_000 });
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'JSON herunterladen' }).click();
  const exported = JSON.parse(await readFile(await (await json).path(), 'utf8')) as Record<string, unknown>;
  expect(JSON.stringify(exported)).toContain(lastName);
  expect(JSON.stringify(exported)).toContain(note);

  // No supplement plan yet: the plan page says so and what to do.
  await page.getByRole('link', { name: 'Mein Plan' }).click();
  await expect(page.getByText('Sie haben keinen Nährstoffplan')).toBeVisible();
});
