import { type Page, expect, test } from './support/test';
import ExcelJS from 'exceljs';
import { germanToday } from './support/dates';
import { createAdmin, createDoctor } from './support/accounts';
import { addToCart, reviewAndPlace } from './support/orders';
import { createPatientThroughApi } from './support/patients';
import { chooseRowAction } from './support/rowActions';
import { logIn, logOut } from './support/session';

test.use({ locale: 'de-DE' });

const mailApi = process.env.E2E_MAIL_API ?? 'http://127.0.0.1:3101/mail';

/** The doctor places an order of 'Elements Start' for a new patient; the payment link is mailed to the patient. */
async function placeOrderFor(page: Page, lastName: string, email: string): Promise<void> {
  const patientId = await createPatientThroughApi(page, {
    first_name: 'Olga',
    last_name: lastName,
    email,
    biological_sex: 'Female',
  });
  await page.goto(`/patients?action=new_order&patientId=${patientId}`);
  await addToCart(page, ['Elements Start']);
  await reviewAndPlace(page);
  await page
    .getByRole('dialog', { name: 'Probe registrieren' })
    .getByRole('button', { name: 'Später fortsetzen' })
    .click();
}

test('an admin reads the order statistics, finds a doctor’s orders, marks one paid, resends a payment link and edits a fee', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const doctor = createDoctor({ last_name: `Auftragsarzt${stamp}` });
  await logIn(page, doctor.email, doctor.password);
  await expect(page).toHaveURL(/\/patients$/);
  const paid = { lastName: `Bezahlt${stamp}`, email: `bezahlt${stamp}@example.com` };
  const unpaid = { lastName: `Offen${stamp}`, email: `offen${stamp}@example.com` };
  await placeOrderFor(page, paid.lastName, paid.email);
  await placeOrderFor(page, unpaid.lastName, unpaid.email);
  await logOut(page);

  const admin = createAdmin();
  await logIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);

  // The statistics of this month: at least the two orders just placed.
  const count = page.getByRole('group', { name: 'Aufgegebene Aufträge' });
  await expect(count.getByRole('heading')).toHaveText(/^\d+$/);
  await expect
    .poll(async () => Number(await count.getByRole('heading').textContent()))
    .toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('group', { name: 'Umsatz' }).getByRole('heading')).toHaveText(/€$/);
  await expect(page.getByRole('group', { name: 'Durchschnittlicher Auftragswert' })).toContainText(
    /seit 01\.\d{2}\.\d{4}/,
  );

  // The admin exports today's orders (?action=export) and opens the file: the doctor's two orders are in it.
  await page.getByRole('button', { name: 'Exportieren' }).click();
  await expect(page).toHaveURL(/action=export/);
  const exportDialog = page.getByRole('dialog', { name: 'Bestellungen exportieren' });
  const today = germanToday();
  await exportDialog.getByLabel('Startdatum').fill(today);
  await exportDialog.getByLabel('Enddatum').fill(today);
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Exportieren' }).click();
  const download = await downloading;
  const isoToday = today.split('.').reverse().join('-');
  expect(download.suggestedFilename()).toBe(`bestellungen_${isoToday}_${isoToday}.xlsx`);
  await expect(exportDialog).toBeHidden();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.name).toBe('Bestellungen');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 3)).toEqual(['Bestellnummer', 'Erstellt am', 'Aufgegeben am']);
  const doctorColumn = headers.indexOf('Therapeut/-in') + 1;
  const doctorsOrders = sheet
    .getColumn(doctorColumn)
    .values.filter((value) => typeof value === 'string' && value.includes(doctor.last_name));
  expect(doctorsOrders).toHaveLength(2);

  // Search by the doctor: exactly the doctor's two orders, newest first.
  await page.getByRole('searchbox', { name: 'Search by Doctor or email...' }).fill(doctor.last_name);
  await expect(page).toHaveURL(new RegExp(`search=${doctor.last_name}`));
  const rows = page.getByRole('row').filter({ hasText: doctor.email });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(unpaid.lastName);
  const paidRow = rows.filter({ hasText: paid.lastName });
  const unpaidRow = rows.filter({ hasText: unpaid.lastName });
  await expect(paidRow).toContainText('Zahlungslink verschickt | Zahlung ausstehend');

  // Mark as paid: the status follows, and the entry is disabled afterwards.
  const markDialog = await chooseRowAction(page, paidRow, 'Als bezahlt markieren', 'Als bezahlt markieren');
  await expect(markDialog).toContainText(/Auftrag B-\d{4}-\d+ \(.+€\) als bezahlt markieren\?/);
  await markDialog.getByRole('button', { name: 'Als bezahlt markieren' }).click();
  await expect(page.getByText(/^Auftrag B-\d{4}-\d+ wurde als bezahlt markiert\.$/)).toBeVisible();
  await expect(markDialog).toBeHidden();
  await expect(paidRow).toContainText('Zahlung erfolgreich abgeschlossen');
  await paidRow.getByRole('button', { name: 'Aktionen' }).click();
  await expect(page.getByRole('menuitem', { name: 'Als bezahlt markieren' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Als bezahlt markieren' })).toBeHidden();

  // Resend the other order's payment link: a second mail arrives in the patient's inbox.
  const mailsTo = async (to: string) =>
    ((await (await request.get(`${mailApi}?${new URLSearchParams({ to }).toString()}`)).json()) as unknown[])
      .length;
  await expect.poll(() => mailsTo(unpaid.email), { timeout: 20_000 }).toBe(1);
  const resendDialog = await chooseRowAction(
    page,
    unpaidRow,
    'Zahlungslink erneut senden',
    'Zahlungslink erneut senden',
  );
  await resendDialog.getByRole('button', { name: 'Zahlungslink senden' }).click();
  await expect(
    page.getByText(/^Der Zahlungslink für Auftrag B-\d{4}-\d+ wurde erneut gesendet\.$/),
  ).toBeVisible();
  await expect.poll(() => mailsTo(unpaid.email), { timeout: 20_000 }).toBe(2);

  // The paid order earned a consulting fee: the admin changes its amount.
  const feeDialog = await chooseRowAction(
    page,
    paidRow,
    'Beratungshonorar bearbeiten',
    'Beratungshonorar bearbeiten',
  );
  await expect(page).toHaveURL(/action=edit_consulting_fee&orderId=\d+&consultingFeeId=\d+&currentAmount=/);
  const amount = feeDialog.getByLabel('Neuer Betrag (€)');
  await amount.fill('-5');
  await feeDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(feeDialog.getByText('Der Betrag darf nicht negativ sein.')).toBeVisible();
  await amount.fill('12.34');
  await feeDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Das Beratungshonorar wurde auf 12,34 € geändert.')).toBeVisible();
  await expect(feeDialog).toBeHidden();
  // Reloaded from the server: the fee's new amount is what the dialog starts from.
  await page.reload();
  await paidRow.getByRole('button', { name: 'Aktionen' }).click();
  await page.getByRole('menuitem', { name: 'Beratungshonorar bearbeiten' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Beratungshonorar bearbeiten' }).getByText('Aktueller Betrag: 12,34 €'),
  ).toBeVisible();
});
