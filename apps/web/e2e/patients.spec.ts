import { expect, test } from './support/test';
import { logIn } from './support/session';
import { createDoctor } from './support/accounts';
import { createPatientThroughApi } from './support/patients';
import type { Page } from '@playwright/test';

test.use({ locale: 'de-DE' });

test('a doctor creates, finds, edits, questions and removes a patient', async ({ page }) => {
  test.setTimeout(120_000);
  const lastName = `Journey${Date.now()}`;
  const doctor = createDoctor();
  await logIn(page, doctor.email, doctor.password);
  await expect(page).toHaveURL(/\/patients$/);

  // The wizard: personal data and consents.
  await page.getByRole('button', { name: 'Neuer Patient' }).click();
  const wizard = page.getByRole('dialog', { name: 'Neuer Patient' });
  await wizard.getByLabel('Anrede', { exact: true }).selectOption({ label: 'Frau' });
  await wizard.getByLabel('Vorname', { exact: true }).fill('Anna');
  await wizard.getByLabel('Nachname', { exact: true }).fill(lastName);
  await wizard.getByLabel('E-Mail', { exact: true }).fill(`${lastName.toLowerCase()}@example.com`);
  await wizard.getByLabel('Telefonnummer', { exact: true }).fill('6641234567');
  await wizard.getByLabel('Geburtsdatum', { exact: true }).fill('24.12.1980');
  await wizard.getByLabel('Biologisches Geschlecht', { exact: true }).selectOption({ label: 'Weiblich' });
  await wizard.getByLabel('Größe (cm)', { exact: true }).fill('170');
  await wizard.getByLabel('Gewicht (kg)', { exact: true }).fill('62,5');
  await wizard.getByLabel('Adresse', { exact: true }).fill('Hauptstraße 1');
  await wizard.getByLabel('Postleitzahl', { exact: true }).fill('1010');
  await wizard.getByLabel('Ort', { exact: true }).fill('Wien');

  // Required consents must be ticked.
  await wizard.getByRole('button', { name: 'Weiter' }).click();
  await expect(wizard.getByText('Dies ist erforderlich').first()).toBeVisible();
  for (const consent of await wizard.getByRole('checkbox').all()) {
    if (!(await consent.isChecked()) && (await consent.isEnabled())) {
      const label = await consent.evaluate((input) => input.closest('label')?.textContent ?? '');
      if (label !== 'Abweichende Lieferadresse') await consent.check({ force: true });
    }
  }
  await wizard.getByRole('button', { name: 'Weiter' }).click();

  // The questionnaire: the skin questions follow the IMPROVE_SKIN goal.
  await expect(wizard.getByText('Lebensstil-Fragebogen (1/')).toBeVisible();
  await expect(wizard.getByText('Wie würden Sie Ihren Hauttyp beschreiben?')).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Haut, Haare und Nägel verbessern' }).click();
  await expect(wizard.getByText('Wie würden Sie Ihren Hauttyp beschreiben?')).toBeVisible();
  const save = wizard.getByRole('button', { name: 'Patient anlegen' });
  while (!(await save.isVisible())) await wizard.getByRole('button', { name: 'Weiter' }).click();
  await save.click();
  await expect(wizard.getByText('Patient angelegt')).toBeVisible();
  await wizard.getByRole('button', { name: 'Schließen' }).first().click();

  // Find it by search; the search lands in the URL.
  await page.getByRole('searchbox', { name: 'Name oder E-Mail suchen' }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('+43 6641234567');
  // The row opens to the patient's orders, none yet.
  await row.getByRole('button', { name: 'Bestellungen anzeigen' }).click();
  await expect(page.getByText('Noch keine Bestellungen.')).toBeVisible();
  await row.getByRole('button', { name: 'Bestellungen ausblenden' }).click();
  await expect(page.getByText('Noch keine Bestellungen.')).toBeHidden();

  // Edit the personal data.
  await row.getByRole('button', { name: 'Aktionen' }).click();
  await page.getByRole('menuitem', { name: 'Patientenakte' }).click();
  await expect(page).toHaveURL(/\/patients\/\d+\/dna-analysis$/);
  await page.getByRole('tab', { name: 'Persönliche Daten' }).click();
  await expect(page).toHaveURL(/\/patients\/\d+\/personal-info$/);
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  await page.getByLabel('Ort', { exact: true }).first().fill('Graz');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Patienteninformationen wurden erfolgreich aktualisiert!')).toBeVisible();
  await expect(page.locator('.patient-card')).toContainText('Graz');

  // Update the questionnaire (locked while the answers of the wizard are processed).
  await page.getByRole('tab', { name: 'Lebensstil' }).click();
  const update = page.getByRole('button', { name: 'Fragebogen aktualisieren' });
  await expect(update).toBeEnabled({ timeout: 60_000 });
  await update.click();
  await page.getByRole('button', { name: 'Besserer Schlaf' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der Fragebogen wurde gespeichert.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fragebogen aktualisieren' })).toBeVisible();

  // Remove it from the practice.
  await page.getByRole('tab', { name: 'Persönliche Daten' }).click();
  await page.getByRole('button', { name: 'Patient entfernen' }).click();
  await expect(page).toHaveURL(/action=delete/);
  await page.getByRole('button', { name: 'Aus der Praxis entfernen' }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await page.getByRole('searchbox', { name: 'Name oder E-Mail suchen' }).fill(lastName);
  await expect(page.getByText('Nicht gefunden!')).toBeVisible();
});

/** The app's GraphQL operations sent from now on, by name with their variables (Relay sends `operationName`). */
function recordOperations(page: Page) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: Record<string, unknown>;
    } | null;
    if (body?.operationName) sent.push({ name: body.operationName, variables: body.variables ?? {} });
  });
  return (name: string) => sent.filter((operation) => operation.name === name);
}

test("the list's and the blood analysis' queries start with the route and go to the server once per navigation", async ({
  page,
}) => {
  const doctor = createDoctor();
  await logIn(page, doctor.email, doctor.password);
  await expect(page).toHaveURL(/\/patients$/);
  const lastName = `Route${Date.now()}`;
  const patientId = await createPatientThroughApi(page, {
    first_name: 'Lena',
    last_name: lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    biological_sex: 'Female',
  });
  const sent = recordOperations(page);

  // A first load of /patients: the route's loader sends the list's query, the screen does not send it again.
  await page.goto('/patients');
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toBeVisible();
  expect(sent('PatientsListResultsQuery')).toHaveLength(1);

  // A search changes the URL: one query with it. A dialog in the URL (action) does not load the list again.
  await page.getByRole('searchbox', { name: 'Name oder E-Mail suchen' }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toHaveCount(1);
  expect(sent('PatientsListResultsQuery').map((operation) => operation.variables.search)).toEqual([
    null,
    lastName,
  ]);
  await page.getByRole('button', { name: 'Neuer Patient' }).click();
  await expect(page).toHaveURL(/action=new_patient/);
  await expect(page.getByRole('dialog', { name: 'Neuer Patient' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/action=/);
  expect(sent('PatientsListResultsQuery')).toHaveLength(2);

  // Into the patient's file and its blood analysis within the app: each route's query once.
  await page
    .getByRole('row', { name: new RegExp(lastName) })
    .getByRole('button', { name: 'Aktionen' })
    .click();
  await page.getByRole('menuitem', { name: 'Patientenakte' }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patientId}/dna-analysis$`));
  await page.getByRole('tab', { name: 'Blut' }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patientId}/blood-analysis$`));
  await expect(page.getByText('Noch keine Blutparameter vorhanden.')).toBeVisible();
  expect(sent('PatientProfilePageQuery')).toHaveLength(1);
  expect(sent('BloodAnalysisTableQuery')).toHaveLength(1);

  // A first load of the blood analysis: the profile's and the table's queries once each, started together.
  await page.reload();
  await expect(page.getByText('Noch keine Blutparameter vorhanden.')).toBeVisible();
  expect(sent('PatientProfilePageQuery')).toHaveLength(2);
  expect(sent('BloodAnalysisTableQuery')).toHaveLength(2);
  expect(sent('PatientsListResultsQuery')).toHaveLength(2);
});
