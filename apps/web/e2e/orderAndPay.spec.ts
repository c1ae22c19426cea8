import { expect, test } from './support/test';
import { createDoctor } from './support/accounts';
import { addToCart, payByMailedLink, reviewAndPlace } from './support/orders';
import { createPatientThroughApi } from './support/patients';
import { logIn } from './support/session';

test.use({ locale: 'de-DE' });

test('a doctor orders a bundle and supplements with a discount; the patient pays by the mailed link', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const doctor = createDoctor();
  await logIn(page, doctor.email, doctor.password);
  await expect(page).toHaveURL(/\/patients$/);
  const lastName = `Bestellung${Date.now()}`;
  const patientEmail = `${lastName.toLowerCase()}@example.com`;
  const patientId = await createPatientThroughApi(page, {
    first_name: 'Anna',
    last_name: lastName,
    email: patientEmail,
    biological_sex: 'Female',
  });

  // Step 0: the shop opens with the patient chosen; a bundle and the supplement plan go into the cart.
  await page.goto(`/patients?action=new_order&patientId=${patientId}`);
  const modal = page.getByRole('dialog', { name: 'Neuer Auftrag' });
  await expect(modal.getByText(lastName).first()).toBeVisible();
  await addToCart(page, ['Elements Start', 'Elements Rezeptur (personalisiert)']);
  const cart = modal.getByRole('region', { name: 'Warenkorb' });
  await expect(cart.getByText('Elements Start')).toBeVisible();
  await expect(cart.getByText('528,00 €').first()).toBeVisible();

  // One discount code: 10 % off, the original total struck through.
  await cart.getByRole('textbox', { name: 'Rabattcode' }).fill('WELCOME10');
  await cart.getByRole('button', { name: 'Einlösen' }).click();
  await expect(cart.getByText('- % 10', { exact: true })).toBeVisible();
  await expect(cart.getByText('475,20 €').first()).toBeVisible();

  // Step 1: review, consents, the confirmation that unlocks placing.
  await reviewAndPlace(page);
  // Sample registration opens right after placing; the doctor continues later.
  const registration = page.getByRole('dialog', { name: 'Probe registrieren' });
  await expect(
    registration.getByRole('heading', { name: /^Blutprobe · B-\d{4}-\d{5} · Schritt 1 von 2$/ }),
  ).toBeVisible();
  await registration.getByRole('button', { name: 'Später fortsetzen' }).click();
  await expect(registration).toBeHidden();
  await expect(page).not.toHaveURL(/action=/);

  // "Zu erledigen" counts the order whose sample waits, on the page and on the header's link, and leads to the orders.
  await page.goto('/orders');
  const toDo = page.getByRole('region', { name: 'Zu erledigen' });
  const samples = toDo.getByRole('link', { name: '1 Proben zu registrieren' });
  await expect(samples).toBeVisible();
  await expect(page.getByRole('link', { name: /^Aufträge\s*\d+ zu erledigen$/ })).toBeVisible();
  await samples.click();
  await expect(page).toHaveURL(/\/orders\?orderBy=STATUS(:|%3A)ASC$/);
  await expect(page.getByText(/^B-\d{4}-\d{5}$/)).toBeVisible();

  // The patient opens the mailed link (a browser of their own), pays on the provider's page and lands on /payment.
  const link = await payByMailedLink(browser, page, patientEmail, '475,20 €');
  // The link now says the order is paid.
  const patientContext = await browser.newContext({ locale: 'de-DE' });
  const patientPage = await patientContext.newPage();
  await patientPage.goto(link);
  await expect(patientPage.getByText('Diese Bestellung ist bereits bezahlt.')).toBeVisible();
  await patientContext.close();

  // The doctor sees the payment in the patient's orders.
  await page.goto(`/patients?search=${lastName}`);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await row.getByRole('button', { name: 'Bestellungen anzeigen' }).click();
  await expect(page.getByText('Zahlung erfolgreich abgeschlossen')).toBeVisible();
  await expect(page.getByText(/^B-\d{4}-\d{5}$/)).toBeVisible();
  // The samples left for later: their registration is one click away in the row.
  await page.getByRole('button', { name: 'Blutprobe registrieren' }).click();
  await expect(page.getByRole('dialog', { name: 'Probe registrieren' })).toBeVisible();
  await expect(page).toHaveURL(/action=register_sample&orderId=\d+&type=BLOOD$/);
});
