import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { createAdmin, createDoctor } from './support/accounts';
import { addToCart, payByMailedLink, reviewAndPlace } from './support/orders';
import { createPatientThroughApi } from './support/patients';
import { logIn, logOut } from './support/session';

test.use({ locale: 'de-DE' });

test('an admin pays out a doctor’s consulting fee by a credit note: the doctor states the tax status and accepts the self-billing agreement, the admin generates, downloads and marks it paid, the doctor downloads it on /financial', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // A doctor of the consulting-fee model earns a fee when the patient pays an order.
  const doctor = createDoctor({ last_name: `Gutschrift${Date.now()}` });
  await logIn(page, doctor.email, doctor.password);
  await expect(page).toHaveURL(/\/patients$/);
  const lastName = `Honorar${Date.now()}`;
  const patientEmail = `${lastName.toLowerCase()}@example.com`;
  const patientId = await createPatientThroughApi(page, {
    first_name: 'Eva',
    last_name: lastName,
    email: patientEmail,
    biological_sex: 'Female',
  });
  await page.goto(`/patients?action=new_order&patientId=${patientId}`);
  await addToCart(page, ['Elements Start']);
  await reviewAndPlace(page);
  await page
    .getByRole('dialog', { name: 'Probe registrieren' })
    .getByRole('button', { name: 'Später fortsetzen' })
    .click();
  await payByMailedLink(browser, page, patientEmail, null);
  // The doctor record's id: what the therapists list hands to the create dialog.
  const doctorId = await page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token, accept: 'application/json' },
      body: JSON.stringify({ query: '{ me { doctor { id } } }' }),
    });
    return ((await response.json()) as { data: { me: { doctor: { id: string } } } }).data.me.doctor.id;
  });
  // Issue 31, point 4: no Gutschrift before the practice states its tax status and accepts the agreement.
  await page.goto('/account/settings?form=office');
  // The e2e practice is in Vienna with a UID: Austrian, VAT registered (its Gutschrift is reverse charge).
  await page.getByLabel('Steuerlicher Status').selectOption('at_regular');
  await page.getByLabel('USt-IdNr.').fill('ATU12345678');
  await page.getByLabel('Steuernummer').fill('12-345/6789');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Praxisinformationen wurden erfolgreich aktualisiert')).toBeVisible();
  await page.goto('/financial');
  await expect(
    page.getByText(/Vereinbarung über das Gutschriftverfahren \(§ 14 Abs\. 2 Satz 2 UStG\)/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Vereinbarung zustimmen' }).click();
  await expect(page.getByText(/^Zugestimmt am \d{2}\.\d{2}\.\d{4} \(Fassung \d+\)$/)).toBeVisible();
  await logOut(page);

  const admin = createAdmin();
  await logIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Credit Notes' }).click();
  await expect(page).toHaveURL(/\/admin\/therapists\/credit-notes$/);

  // The therapists list's "create credit note" opens the dialog for its doctor.
  const doctorName = `${doctor.first_name} ${doctor.last_name}`;
  await page.goto(
    `/admin/therapists/credit-notes?${new URLSearchParams({ action: 'create_credit_note', doctorId, doctorName }).toString()}`,
  );
  const dialog = page.getByRole('dialog', { name: 'Gutschrift erstellen' });
  await expect(dialog.getByText(lastName)).toBeVisible();
  await expect(dialog.getByText(/^Offene Honorare: \d+,\d{2}\s€$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Gutschrift erstellen' }).click();
  await expect(page.getByText(/^Die Gutschrift GS-\d{4}-\d{6} über .+ wurde erstellt\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list, filtered to the doctor, shows the new credit note with its fee line.
  await page.getByRole('button', { name: 'Therapeut/-in' }).click();
  await page.getByRole('option', { name: new RegExp(doctor.last_name) }).click();
  const row = page.getByRole('row', { name: new RegExp(doctor.last_name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Offen')).toBeVisible();
  await row.getByRole('button', { name: 'Honorare anzeigen' }).click();
  await expect(page.getByRole('cell', { name: `Eva ${lastName}`, exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'PDF herunterladen' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^Gutschrift-GS-\d{4}-\d{6}\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 4).toString()).toBe('%PDF');

  await row.getByRole('button', { name: 'Als bezahlt markieren' }).click();
  await page
    .getByRole('dialog', { name: 'Gutschrift als bezahlt markieren' })
    .getByRole('button', { name: 'Als bezahlt markieren' })
    .click();
  await expect(page.getByText(/^Die Gutschrift GS-\d{4}-\d{6} wurde als bezahlt markiert\.$/)).toBeVisible();
  await expect(row.getByText('Bezahlt', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Als bezahlt markieren' })).toBeDisabled();

  // The doctor finds it on /financial, paid out, with both downloads.
  await logOut(page);
  await logIn(page, doctor.email, doctor.password);
  await expect(page).toHaveURL(/\/patients$/);
  await page.goto('/financial');
  const notes = page.getByRole('region', { name: 'Gutschriften' });
  const noteRow = notes.getByRole('row', { name: /GS-\d{4}-\d{6}/ });
  await expect(noteRow).toHaveCount(1);
  await expect(noteRow.getByText('Ausbezahlt')).toBeVisible();
  const doctorPdf = page.waitForEvent('download');
  await noteRow.getByRole('button', { name: /^PDF GS-/ }).click();
  const doctorFile = await doctorPdf;
  expect(doctorFile.suggestedFilename()).toMatch(/^Gutschrift-GS-\d{4}-\d{6}\.pdf$/);
  expect((await readFile(await doctorFile.path())).subarray(0, 4).toString()).toBe('%PDF');
  const doctorXml = page.waitForEvent('download');
  await noteRow.getByRole('button', { name: /^XML GS-/ }).click();
  expect((await doctorXml).suggestedFilename()).toMatch(/^Gutschrift-GS-\d{4}-\d{6}\.xml$/);
});
