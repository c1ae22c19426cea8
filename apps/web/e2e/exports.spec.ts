import { expect, test } from './support/test';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { germanToday } from './support/dates';
import { createAdmin, createDoctor, e2eDatabaseUrl } from './support/accounts';
import { queryThroughPage } from './support/graphql';
import { logIn } from './support/session';

test.use({ locale: 'de-DE' });

/** A credit note for the doctor, generated now, straight into the e2e database (no fee journey needed here). */
async function insertCreditNote(doctorEmail: string, number: string): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO credit_notes (number, doctor_id, user_id, medical_center_id, amount_cents, net_cents, tax_cents,
         vat_rate_bp, lines, issuer, recipient, generated_at, xml, xml_sha256)
       SELECT $2, d.id, u.id, u.medical_center_id, 11900, 10000, 1900, 1900, '[]', '{}', '{}', now(), '<xml/>',
              repeat('0', 64)
         FROM users u JOIN doctors d ON d.user_id = u.id WHERE u.email = $1`,
      [doctorEmail, number],
    );
  } finally {
    await client.end();
  }
}

test('an admin exports the credit notes of a date range as XLSX', async ({ page }) => {
  test.setTimeout(90_000);
  const doctor = createDoctor({ last_name: `Export${Date.now()}` });
  const number = `GS-E2E-${Date.now()}`;
  await insertCreditNote(doctor.email, number);

  const admin = createAdmin();
  await logIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Credit Notes' }).click();
  await expect(page).toHaveURL(/\/admin\/therapists\/credit-notes$/);
  await expect(page.getByText(number)).toBeVisible();

  await page.getByRole('button', { name: 'Exportieren' }).click();
  await expect(page).toHaveURL(/\?action=export$/);
  const dialog = page.getByRole('dialog', { name: 'Gutschriften exportieren' });
  const submit = dialog.getByRole('button', { name: 'Exportieren' });
  await expect(submit).toBeDisabled();

  // A wrong date is told in the spec's words, and nothing is sent.
  await dialog.getByLabel('Startdatum').fill('2026-01-01');
  await dialog.getByLabel('Enddatum').fill(germanToday());
  await dialog.getByLabel('Enddatum').blur();
  await expect(
    dialog.getByText('Bitte geben Sie ein gültiges Startdatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.'),
  ).toBeVisible();

  await dialog.getByLabel('Startdatum').fill('01.01.1900');
  await expect(submit).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await submit.click();
  const download = await downloading;
  const isoToday = germanToday().split('.').reverse().join('-');
  expect(download.suggestedFilename()).toBe(`gutschriften_1900-01-01_${isoToday}.xlsx`);
  await expect(page.getByText('Der Export wurde heruntergeladen.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/therapists\/credit-notes$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.name).toBe('Gutschriften');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Gutschriftnummer',
    'Erstellt am',
    'Therapeut/-in',
    'E-Mail',
    'Praxis',
    'Netto',
    'MwSt.',
    'Betrag (brutto)',
    'Status',
    'Bezahlt am',
    'Anzahl Honorare',
  ]);
  // Every credit note of this (fresh) database was generated in the range: the list's total.
  const {
    creditNotes: {
      paginatorInfo: { total },
    },
  } = await queryThroughPage<{ creditNotes: { paginatorInfo: { total: number } } }>(
    page,
    '{ creditNotes(first: 10) { paginatorInfo { total } } }',
  );
  expect(total).toBeGreaterThanOrEqual(1);
  expect(sheet.actualRowCount - 1).toBe(total);
  const ours = sheet.getColumn(1).values.indexOf(number);
  expect(ours).toBeGreaterThan(1);
  const row = sheet.getRow(ours);
  expect(row.getCell(3).value).toBe(`${doctor.first_name} ${doctor.last_name}`);
  expect(row.getCell(8).value).toBe(119);
  expect(row.getCell(9).value).toBe('Offen');
});
