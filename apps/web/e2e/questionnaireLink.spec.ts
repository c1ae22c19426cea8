import { devices, expect, test } from './support/test';
import { createDoctor } from './support/accounts';
import { linkFromInbox } from './support/inbox';
import { createPatientThroughApi } from './support/patients';
import { logIn } from './support/session';

test.use({ locale: 'de-DE' });

// The patient opens the mail on a phone: an iPhone's user agent and screen, still in Chromium.
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];

test('a doctor sends the questionnaire link, the patient fills it in on a phone, the doctor sees the answers', async ({
  page,
  browser,
  request,
  checks,
}) => {
  test.setTimeout(120_000);
  // The journey provokes them: a wrong birth date (422) and the spent link (403).
  checks.allowConsole(/status of 422 \(Unprocessable Entity\) \(.*\/api\/patients\/[0-9a-f-]+\/login\?/);
  checks.allowConsole(/status of 403 \(Forbidden\) \(.*\/api\/patients\/[0-9a-f-]+\/login\?/);
  const lastName = `Fragebogen${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.com`;
  const doctor = createDoctor();
  await logIn(page, doctor.email, doctor.password);
  await expect(page).toHaveURL(/\/patients$/);
  // Born 21.03.1984, 168 cm, 62 kg, no answers yet.
  const patientId = await createPatientThroughApi(page, {
    first_name: 'Lea',
    last_name: lastName,
    email,
    biological_sex: 'Female',
  });

  // The doctor sends the link from the lifestyle tab, confirming the address.
  await page.goto(`/patients/${patientId}/lifestyle`);
  await expect(page.getByText('Noch kein Fragebogen-Link gesendet.')).toBeVisible();
  await page.getByRole('button', { name: 'Fragebogen-Link senden' }).click();
  const confirm = page.getByRole('dialog', { name: 'Fragebogen-Link senden' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByText(`Der Fragebogen-Link wurde an ${email} gesendet.`)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(/Fragebogen-Link gesendet am .*, gültig bis /)).toBeVisible();

  // The mail arrives; the patient opens its link in a browser of their own.
  const link = await linkFromInbox(request, email, /\/patients\/[0-9a-f-]+\/login\?/);
  const phone = await browser.newContext({ ...iPhone, locale: 'de-DE' });
  const patient = await phone.newPage();
  await patient.goto(link);
  await expect(patient.getByRole('heading', { name: 'Ihr Lebensstil-Fragebogen' })).toBeVisible();
  await expect(patient.getByText('Ihre Praxis bittet Sie')).toBeVisible();

  // A date in the future is refused before asking the server; a wrong date is the server's to refuse.
  const birthDate = patient.getByLabel('Geburtsdatum');
  const proceed = patient.getByRole('button', { name: 'Weiter zum Fragebogen' });
  await birthDate.fill('01.01.2999');
  await proceed.click();
  await expect(patient.getByText('Das Geburtsdatum darf nicht in der Zukunft liegen.')).toBeVisible();
  await birthDate.fill('02.02.1990');
  await proceed.click();
  await expect(patient.getByText('Das Geburtsdatum stimmt nicht mit unseren Daten überein.')).toBeVisible();
  await expect(
    patient.getByText('Bitte prüfen Sie das eingegebene Geburtsdatum.', { exact: false }),
  ).toBeVisible();
  await expect(patient.getByText('Brauchen Sie Hilfe?')).toBeVisible();

  await birthDate.fill('21-03-1984');
  await proceed.click();
  await expect(patient).toHaveURL(new RegExp(`/patients/${patientId}/fill-questionnaire$`));
  await expect(patient.getByText('Hallo Lea')).toBeVisible();
  // The wrong date's toast does not follow the patient onto the questionnaire.
  await expect(patient.getByText('Das Geburtsdatum konnte nicht bestätigt werden.')).toHaveCount(0);

  // One topic per step: height and weight first (a Female patient without the skin goal: 11 steps).
  await expect(patient.getByRole('heading', { name: 'Größe und Gewicht' })).toBeVisible();
  await expect(patient.getByText('Schritt 1 von 11')).toBeVisible();
  const next = patient.getByRole('button', { name: 'Weiter', exact: true });

  // Height and weight start from the record and keep to the questionnaire's bounds; "Weiter" stays on the step.
  const height = patient.getByLabel('Größe (cm)');
  const weight = patient.getByLabel('Gewicht (kg)');
  await expect(height).toHaveValue('168');
  await height.fill('40');
  await weight.fill('600');
  await weight.blur();
  await expect(patient.getByText('Größe muss mindestens 50 cm betragen.')).toBeVisible();
  await expect(patient.getByText('Gewicht darf maximal 500 kg betragen.')).toBeVisible();
  await next.click();
  await expect(patient.getByText('Schritt 1 von 11')).toBeVisible();
  await expect(height).toBeFocused();
  await height.fill('172');
  await weight.fill('64,5');
  await next.click();

  // The goals; the skin step follows the IMPROVE_SKIN goal.
  await expect(patient.getByRole('heading', { name: 'Ihre Ziele' })).toBeFocused();
  await expect(patient.getByText('Schritt 2 von 11')).toBeVisible();
  await patient.getByRole('checkbox', { name: 'Mehr Energie' }).check({ force: true });
  await patient.getByRole('checkbox', { name: 'Haut, Haare und Nägel verbessern' }).check({ force: true });
  await expect(patient.getByText('Schritt 2 von 12')).toBeVisible();
  await next.click();
  await expect(patient.getByRole('heading', { name: 'Haut, Haare und Nägel' })).toBeVisible();
  await expect(patient.getByText('Wie würden Sie Ihren Hauttyp beschreiben?')).toBeVisible();
  await patient.getByRole('radio', { name: 'Trocken' }).check({ force: true });
  await next.click();
  await expect(patient.getByRole('heading', { name: 'Ernährung' })).toBeVisible();
  await patient.getByRole('radio', { name: 'Vegetarisch' }).check({ force: true });

  // Back keeps the answers, and so does a reload (the draft stays in the tab).
  await patient.getByRole('button', { name: 'Zurück' }).click();
  await expect(patient.getByRole('radio', { name: 'Trocken' })).toBeChecked();
  await next.click();
  await patient.reload();
  await expect(patient.getByRole('heading', { name: 'Ernährung' })).toBeVisible();
  await expect(patient.getByText('Schritt 4 von 12')).toBeVisible();
  await expect(patient.getByRole('radio', { name: 'Vegetarisch' })).toBeChecked();

  const send = patient.getByRole('button', { name: 'Fragebogen senden' });
  while (!(await send.isVisible())) await next.click();
  await expect(patient.getByRole('heading', { name: 'Ihre Angaben prüfen und senden' })).toBeVisible();
  await expect(patient.getByText('Schritt 12 von 12')).toBeVisible();
  await expect(patient.getByText('Mehr Energie, Haut, Haare und Nägel verbessern')).toBeVisible();
  await expect(patient.getByText('Vegetarisch', { exact: true })).toBeVisible();
  await expect(
    patient.getByText('Danach kann dieser Link nicht mehr verwendet werden.', { exact: false }),
  ).toBeVisible();
  await send.click();
  await expect(patient).toHaveURL(new RegExp(`/patients/${patientId}/fill-questionnaire-success$`));
  await expect(patient.getByText('Vielen Dank!')).toBeVisible();
  await expect(
    patient.getByText('Ihre Antworten wurden an Ihre Praxis übermittelt.', { exact: false }),
  ).toBeVisible();

  // The session has ended: the questionnaire page asks for the link again, and the used link is spent.
  await patient.goto(`/patients/${patientId}/fill-questionnaire`);
  await expect(patient.getByText('Bitte öffnen Sie den Link erneut')).toBeVisible();
  await patient.goto(link);
  await patient.getByLabel('Geburtsdatum').fill('21.03.1984');
  await patient.getByRole('button', { name: 'Weiter zum Fragebogen' }).click();
  await expect(patient.getByText('Dieser Link ist nicht mehr gültig')).toBeVisible();
  await expect(patient.getByText('bitten Sie Ihre Praxis', { exact: false })).toBeVisible();
  await phone.close();

  // The doctor sees the submission, the new answers and the new height and weight.
  await page.reload();
  await expect(page.getByText(/Fragebogen über den Link ausgefüllt am /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Haut, Haare und Nägel verbessern' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('radio', { name: 'Trocken' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Vegetarisch' })).toBeChecked();
  await expect(page.getByText('172 cm / 64,5 kg')).toBeVisible();
});
