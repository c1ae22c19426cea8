import { expect, test } from './support/test';
import { createDoctor } from './support/accounts';
import { addToCart, payByMailedLink, reviewAndPlace } from './support/orders';
import { createPatientThroughApi } from './support/patients';
import { clearBankDetailsThroughApi } from './support/practice';
import { logIn } from './support/session';

test.use({ locale: 'de-DE' });

const BANNER = 'Für den Erhalt der Beratungsgebühr ist die Angabe von IBAN und Kontoinhaber erforderlich.';

test('a doctor on the consulting-fee model sees the fee of a paid order on Verrechnung', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The consulting-fee model (Beratungshonorar) earns a fee.
  const doctor = createDoctor({ partnershipModelKey: 'consulting-fee' });
  await logIn(page, doctor.email, doctor.password);
  await expect(page).toHaveURL(/\/patients$/);
  const lastName = `Honorar${Date.now()}`;
  const patientEmail = `${lastName.toLowerCase()}@example.com`;
  const patientId = await createPatientThroughApi(page, {
    first_name: 'Clara',
    last_name: lastName,
    email: patientEmail,
    biological_sex: 'Female',
  });
  // A practice that has not entered its bank details yet.
  await clearBankDetailsThroughApi(page);

  // Nothing earned yet; the banner asks for IBAN and account holder.
  await page.getByRole('link', { name: 'Verrechnung' }).click();
  await expect(page).toHaveURL(/\/financial$/);
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByText('Noch keine Beratungsgebühren.')).toBeVisible();

  // An order, placed and paid by the patient through the mailed link.
  await page.goto(`/patients?action=new_order&patientId=${patientId}`);
  await addToCart(page, ['Elements Start']);
  await reviewAndPlace(page);
  const registration = page.getByRole('dialog', { name: 'Probe registrieren' });
  const heading = registration.getByRole('heading', { name: /^Blutprobe · B-\d{4}-\d{5} · / });
  await expect(heading).toBeVisible();
  const orderNumber = /B-\d{4}-\d{5}/.exec((await heading.textContent()) ?? '')![0];
  await registration.getByRole('button', { name: 'Später fortsetzen' }).click();
  await payByMailedLink(browser, page, patientEmail, '349,00 €');

  // The fee is there, unpaid, and counted in the statistics; the banner stays until the bank details exist.
  await page.goto('/financial');
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText(`Clara ${lastName}`);
  await expect(row).toContainText('Unbezahlt');
  // 10 % of the analyses' net amount: 349,00 € gross is 293,28 € net, at the German seller's 19 % wherever the
  // patient lives (an analysis is a service supplied at the seller's seat, § 3a Abs. 1 UStG).
  const amount = '29,33 €';
  await expect(row.getByRole('cell').nth(3)).toHaveText(amount);
  const statistics = page.getByRole('region', { name: 'Übersicht der Beratungsgebühren' });
  for (const card of ['Gesamt verdient', 'Verdient in diesem Monat', 'Offene Beratungsgebühren'])
    await expect(statistics.getByRole('group', { name: card })).toContainText(amount);
  await expect(page.getByText(BANNER)).toBeVisible();

  // A search finds it; the order number opens the order's details over the page.
  await page.getByRole('searchbox', { name: 'Suche nach Auftragsnummer oder Patient' }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
  await row.getByRole('button', { name: `Auftragsdetails zu ${orderNumber} öffnen` }).click();
  await expect(page).toHaveURL(/action=order_details&orderId=\d+/);
  await expect(page.getByRole('dialog', { name: 'Auftragsdetails' })).toContainText(orderNumber);
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/action=/);

  // The banner leads to where the practice's bank details are entered.
  await page.getByRole('link', { name: 'Bankverbindung hinterlegen' }).click();
  await expect(page).toHaveURL(/\/account\/settings\?form=office$/);
  await expect(page.getByRole('textbox', { name: 'IBAN' })).toBeVisible();
});
