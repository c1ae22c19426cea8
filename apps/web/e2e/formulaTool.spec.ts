import { expect, test } from './support/test';
import { createAdmin } from './support/accounts';
import { logIn } from './support/session';

test.use({ locale: 'de-DE' });

test('a formula manager finds a mistake in a formula by the editor’s feedback, tests the corrected one and saves it as a new version', async ({
  page,
}) => {
  const manager = createAdmin({ permissions: ['ManageMedicalCenters', 'ManageFormulas'] });
  await logIn(page, manager.email, manager.password);
  await page.getByRole('link', { name: 'Formula Tool' }).click();
  await expect(page).toHaveURL(/\/admin\/formula-tool$/);

  // The seeded templates, one per micronutrient, in the recipe's order.
  const copper = page.getByRole('row', { name: /Kupfer – Tagesdosis/ });
  await expect(page.getByRole('row')).toHaveCount(24);
  await copper
    .getByRole('button', { name: /bearbeiten/ })
    .or(copper.getByRole('link', { name: /bearbeiten/ }))
    .click();
  await expect(page).toHaveURL(/\/admin\/formula-tool\/edit\/\d+$/);
  const formula = page.getByLabel('Formel', { exact: true });
  const original = await formula.inputValue();
  await expect(page.getByText('Formel gültig')).toBeVisible();

  // A typo in an input name: the server's check says which name, and where.
  await formula.fill('clamp(valueOr(blood_ZINK, 12) / 10, 0, 4)');
  await expect(page.getByText(/Unbekannte Eingabe „blood_ZINK“ an Zeichen \d+/)).toBeVisible();
  await formula.fill('clamp(round(valueOr(blood_ZINC, 12) / 10, 1), 0, 4)');
  await expect(page.getByText('Formel gültig')).toBeVisible();
  await expect(page.getByText('blood_ZINC').first()).toBeVisible();
  // Valid, but above copper's dose cap (EFSA 5 mg minus 1.5 mg from food): a warning, not a refusal.
  await expect(page.getByText('Die Formel kann die Höchstdosis überschreiten')).toBeVisible();
  await expect(page.getByText(/bis zu 4 mg ergeben, mehr als die Höchstdosis von 3,5 mg/)).toBeVisible();
  await formula.fill('clamp(round(valueOr(blood_ZINC, 12) / 10, 1), 0, 3.5)');
  await expect(page.getByText('Formel gültig')).toBeVisible();
  await expect(page.getByText('Die Formel kann die Höchstdosis überschreiten')).toBeHidden();

  // A test run with example inputs: the output in the micronutrient's unit.
  await page.getByLabel('Testeingaben (JSON)').fill('{"blood_ZINC": 15}');
  await page.getByRole('button', { name: 'Testlauf' }).click();
  await expect(page.getByText('Ergebnis: 1,5 mg')).toBeVisible();

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText(/Die Formel „Kupfer – Tagesdosis“ wurde als Version 2 gespeichert\./),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/formula-tool$/);
  await expect(copper.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // Back to the seeded formula (version 3): other journeys' patients keep their copper dose.
  await copper
    .getByRole('button', { name: /bearbeiten/ })
    .or(copper.getByRole('link', { name: /bearbeiten/ }))
    .click();
  await formula.fill(original);
  await expect(page.getByText('Formel gültig')).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(/wurde als Version 3 gespeichert/)).toBeVisible();
});
